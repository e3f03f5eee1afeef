"use client";
import { useEffect, useRef, useState } from "react";
import { sentenceOf } from "@/ui/server-refusals";
import { useStartFromReferral } from "./initial-setup-api";

export type ReferralLink =
  | { status: "none" | "opened" }
  | { status: "opening" }
  | { status: "failed"; reason: string };

/**
 * A partner's referral link, /app/initial-setup/mcr?ref=TOKEN: prequal.startFromReferral makes the
 * lead with what the partner sent, once (a second render or React's double effect does not spend
 * the token twice), then the token leaves the address bar, so it is not kept in the history,
 * bookmarked or shared.
 */
export function useReferralLink(token: string | undefined): ReferralLink {
  const start = useStartFromReferral();
  const started = useRef(false);
  const [state, setState] = useState<ReferralLink>(token ? { status: "opening" } : { status: "none" });

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    start
      .mutateAsync({ token })
      .then(() => setState({ status: "opened" }))
      .catch((error: unknown) => setState({ status: "failed", reason: sentenceOf(error) }))
      .finally(() => {
        const address = new URL(window.location.href);
        address.searchParams.delete("ref");
        window.history.replaceState(
          window.history.state,
          "",
          `${address.pathname}${address.search}${address.hash}`,
        );
      });
  }, [token, start]);

  return state;
}
