"use client";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect } from "react";
import { useTRPC } from "@/lib/trpc/client";
import { PREQUAL_FLOW } from "@/ui/prequal-entry";
import { ViewHeading } from "./form-parts";

/**
 * Sends the person on to where their application stands (spec §4 status to screen, decision 036):
 * the page that asked for them when there is one, else the server's `prequal.resume`, which asks
 * the domain's `returningScreen` (the build flag's entry when they have no application). While it
 * is read the page says so; if it cannot be read, `fallback` is shown instead.
 */
export function ResumeRedirect({
  callbackPath,
  fallback,
}: {
  callbackPath: string | null;
  fallback: ReactNode;
}) {
  const router = useRouter();
  const trpc = useTRPC();
  const resume = useQuery({
    ...trpc.prequal.resume.queryOptions({ flow: PREQUAL_FLOW.flag }),
    enabled: callbackPath === null,
  });
  const target = callbackPath ?? resume.data?.path ?? null;
  useEffect(() => {
    if (target) router.replace(target);
  }, [target, router]);

  if (resume.isError && callbackPath === null) return fallback;
  return (
    <>
      <ViewHeading takeFocus>Taking you to where you left off</ViewHeading>
      <Typography role="status">One moment while we find your place…</Typography>
    </>
  );
}
