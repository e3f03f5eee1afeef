"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { type Journey, useJourney } from "./initial-setup-api";
import { backOf, counterOf, type InitialSetupSlug, outOfTurn } from "./journey-navigation";

export type StepState =
  | { status: "loading" | "leaving" }
  | { status: "failed"; retry: () => void }
  | {
      status: "ready";
      journey: Journey;
      /** "Step 3 of 13" (spec §2), from the landing version recorded on the lead. */
      step: { current: number; total: number } | null;
      back: string | undefined;
    };

/**
 * What every old-flow screen needs (decision 024): the journey (`prequal.journey`), its step
 * counter, where Back goes, and a move to the next step when this screen is out of turn. `hold`
 * keeps the journey unread until the screen is ready for it (a referral link still being opened).
 */
export function useInitialSetupStep(slug: InitialSetupSlug, options: { hold?: boolean } = {}): StepState {
  const router = useRouter();
  const hold = options.hold ?? false;
  const journey = useJourney({ enabled: !hold });
  // Only an answer read for this screen counts: the cache may still hold the previous screen's
  // journey (from before its save) while this one refetches, and it would send the person back.
  const fresh = journey.isFetchedAfterMount ? journey.data : undefined;
  const redirect = fresh ? outOfTurn(fresh, slug) : null;

  useEffect(() => {
    if (redirect) router.replace(redirect);
  }, [redirect, router]);

  if (journey.isError && !journey.isFetching)
    return { status: "failed", retry: () => void journey.refetch() };
  if (hold || !fresh) return { status: "loading" };
  if (redirect) return { status: "leaving" };
  return { status: "ready", journey: fresh, step: counterOf(fresh, slug), back: backOf(fresh, slug) };
}
