"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTRPC } from "@/lib/trpc/client";
import { errorCode } from "./api-types";
import { useSendToSignIn } from "./portal-session";

/**
 * Who is signed in, their organisation and permissions (portal.home). The server reads role and
 * status afresh on every call, so a session ended since the page loaded sends the person to sign in.
 */
export function usePortalHome() {
  const trpc = useTRPC();
  const home = useQuery(trpc.portal.home.queryOptions());
  const sendToSignIn = useSendToSignIn();
  const signedOut = errorCode(home.error) === "UNAUTHORIZED";
  useEffect(() => {
    if (signedOut) sendToSignIn();
  }, [signedOut, sendToSignIn]);
  return home;
}
