"use client";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useRouter } from "next/navigation";
import { useCallback, useEffect } from "react";
import type { ApplicationStepKey, SectionOwner } from "@/domain/application/application-steps";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";

export type ApplicationJourney = inferRouterOutputs<AppRouter>["application"]["journey"];
export type JourneyPlace = ApplicationJourney["places"][number];

export type ApplicationJourneyState =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void }
  | {
      status: "ready";
      journey: ApplicationJourney;
      place: JourneyPlace;
      /** The place before this one (Back), if any. */
      previous: JourneyPlace | undefined;
    };

/**
 * An application screen's place (issue 9: steps are reachable in order): reads
 * `application.journey`, and sends the applicant to where they resume when this screen is not
 * open to them yet, or does not exist for their application (a coborrower's turn without one).
 */
export function useApplicationJourney(step: ApplicationStepKey, who: SectionOwner): ApplicationJourneyState {
  const trpc = useTRPC();
  const router = useRouter();
  const query = useQuery(trpc.application.journey.queryOptions());
  const journey = query.isFetchedAfterMount ? query.data : undefined;
  const index = journey?.places.findIndex((p) => p.step === step && p.who === who) ?? -1;
  const place = journey?.places[index];
  const redirect = journey && !place?.open ? journey.resume : null;

  useEffect(() => {
    if (redirect) router.replace(redirect);
  }, [redirect, router]);

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  if (query.isError) return { status: "error", error: query.error, retry };
  if (!journey || !place || redirect) return { status: "loading" };
  return { status: "ready", journey, place, previous: journey.places[index - 1] };
}
