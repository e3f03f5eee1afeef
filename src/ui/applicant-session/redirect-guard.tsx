"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { signOut, useSession } from "next-auth/react";
import { useEffect, useRef, useState } from "react";
import { isNeverRedirected, redirectFor } from "@/domain/funnel/redirect-for";
import { useTRPC } from "@/lib/trpc/client";
import { clearAllDrafts } from "../form-draft";
import { PREQUAL_FLOW } from "../prequal-entry";
import { type Arrival, arrivalAt, markDocumentArrivalSeen } from "./arrival";

/** What the guard knows of the application when the caller has none (or the record cannot be read). */
const NO_APPLICATION = {
  applicationStatus: null,
  hitchLoan: false,
  encompassConditionallyApproved: false,
  declinedTo: null,
  hasApplication: false,
};

/**
 * Spec §4 redirect rules on every applicant page (mounted once by the (applicant) layout): on each
 * arrival at a page it reads the application record (`prequal.record`) and the session, asks the
 * domain's `redirectFor`, and replaces the page with the answer. "signOut" ends the session on the
 * server (`identity.deleteSession`), signs out of the applicant realm and goes to the entry step of
 * the flow the build selects. Pages spec §4 never redirects (ineligible, login, upload, …) are not
 * even asked about.
 */
export function RedirectGuard() {
  const pathname = usePathname();
  const router = useRouter();
  const { status } = useSession();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deleteSession = useMutation(trpc.identity.deleteSession.mutationOptions());

  // Decided while rendering, before the navigation recorder writes this page down.
  const [arrival, setArrival] = useState<Arrival | null>(() =>
    typeof window === "undefined" ? null : arrivalAt(pathname),
  );
  if (typeof window !== "undefined" && arrival?.path !== pathname) setArrival(arrivalAt(pathname));

  const handled = useRef<Arrival | null>(null);
  // A decision reached after the person has moved on is about a page no longer shown: dropped.
  const shownPath = useRef(pathname);
  shownPath.current = pathname;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one decision per arrival, once the session is known; the API and router objects are stable.
  useEffect(() => {
    if (!arrival || status === "loading" || handled.current === arrival) return;
    handled.current = arrival;
    markDocumentArrivalSeen();
    if (isNeverRedirected(arrival.path)) return;

    const stillHere = () => shownPath.current === arrival.path;
    void (async () => {
      const record = await queryClient
        .fetchQuery(trpc.prequal.record.queryOptions())
        .catch(() => NO_APPLICATION);
      if (!stillHere()) return;
      const target = redirectFor({
        path: arrival.path,
        status: record.applicationStatus,
        conditionallyApproved: record.encompassConditionallyApproved,
        declinedTo: record.declinedTo,
        hasLoan: record.hitchLoan,
        isFirstLoadOrReload: arrival.firstLoadOrReload,
        authenticated: status === "authenticated",
        applicationLoaded: record.hasApplication,
      });
      if (target === null) return;
      if (target !== "signOut") {
        router.replace(target);
        return;
      }
      await deleteSession.mutateAsync().catch(() => undefined);
      await signOut({ redirect: false }).catch(() => undefined);
      clearAllDrafts(window.sessionStorage);
      if (stillHere()) router.replace(PREQUAL_FLOW.entry);
    })();
  }, [arrival, status]);

  return null;
}
