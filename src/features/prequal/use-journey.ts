"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo } from "react";
import type { JourneyFacts } from "@/domain/prequal/journey";
import { stepCounter } from "@/domain/prequal/journey";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { readNavigation } from "@/ui/navigation-record";
import { type JourneyPlace, type NewFlowSlug, previousStepPath, stepRedirect } from "./journey-position";

/** `prequal.journey`'s answer: the answers so far, the account, the credit report's lists, what is next. */
export type Journey = inferRouterOutputs<AppRouter>["prequal"]["journey"];

export type JourneyState =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void }
  | {
      status: "ready";
      journey: Journey;
      /** "Step 3 of 9", from the domain's stepCounter; null when the step is not counted. */
      step: { current: number; total: number } | null;
      /** The previous step's path (Back), or undefined on the entry step. */
      back: string | undefined;
    };

export function placeOf(journey: Journey): JourneyPlace {
  const facts: JourneyFacts = {
    answers: journey.answers,
    hasAccount: journey.hasAccount,
    creditPulled: journey.creditPulled,
    referred: journey.referred,
  };
  return { landingVersion: journey.landingVersion, signedIn: journey.signedIn, facts, next: journey.next };
}

/** True when the page before this one was not a page of the new flow (a link, a new tab, a sign-in). */
function arrivedFromOutside(): boolean {
  try {
    const previous = readNavigation(window.sessionStorage)?.previous;
    return !previous?.startsWith("/prequal/");
  } catch {
    return true;
  }
}

/**
 * A new-flow screen's place in the journey (decision 023): reads `prequal.journey` (the signed-in
 * applicant's or the anonymous draft's), sends the person elsewhere when this step is not theirs
 * to answer now (stepRedirect), and gives the step counter and Back. Shows "loading" until the
 * journey is read afresh on this page, so a screen never acts on the previous page's answers.
 */
export function useJourney(slug: NewFlowSlug): JourneyState {
  const trpc = useTRPC();
  const router = useRouter();
  const query = useQuery(trpc.prequal.journey.queryOptions({ flow: "new" }));
  const journey = query.isFetchedAfterMount ? query.data : undefined;

  const redirect = useMemo(
    () =>
      journey
        ? stepRedirect(placeOf(journey), slug, {
            arrivedFromOutside: slug === "building-type" && arrivedFromOutside(),
          })
        : null,
    [journey, slug],
  );
  useEffect(() => {
    if (redirect) router.replace(redirect);
  }, [redirect, router]);

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  if (query.isError) return { status: "error", error: query.error, retry };
  if (!journey || redirect) return { status: "loading" };
  const place = placeOf(journey);
  return {
    status: "ready",
    journey,
    step: stepCounter("new", journey.landingVersion, place.facts, slug),
    back: previousStepPath(place, slug),
  };
}

/**
 * Goes on to `path` (a save's `next`), forgetting the journey read on this page first, so the next
 * screen reads it afresh and never acts on answers from before the save.
 */
export function useGoOn(): (path: string) => void {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(
    (path: string) => {
      queryClient.removeQueries({ queryKey: trpc.prequal.journey.queryKey() });
      router.push(path);
    },
    [queryClient, router, trpc],
  );
}
