"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";

/**
 * The old flow's calls to the prequalification API (brief of issue 8: `prequal.*`), in one place, so
 * the screens name what they do and the component tests replace this module alone.
 */
export type Journey = inferRouterOutputs<AppRouter>["prequal"]["journey"];
/** One call of prequal.saveStep: a step's slug and its answers, as its form holds them. */
export type SaveStepCall = inferRouterInputs<AppRouter>["prequal"]["saveStep"];

export const OLD_FLOW = { flow: "old" } as const;

/** prequal.journey for the old flow: the answers, the account, the credit pull and the next step. */
export function useJourney(options: { enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery(trpc.prequal.journey.queryOptions(OLD_FLOW, { enabled: options.enabled }));
}

export function useSaveStep() {
  const trpc = useTRPC();
  return useMutation(trpc.prequal.saveStep.mutationOptions());
}

export function useCreateAccount() {
  const trpc = useTRPC();
  return useMutation(trpc.prequal.createAccount.mutationOptions());
}

export function useSubmitCreditScore() {
  const trpc = useTRPC();
  return useMutation(trpc.prequal.submitCreditScore.mutationOptions());
}

export function useStartFromReferral() {
  const trpc = useTRPC();
  return useMutation(trpc.prequal.startFromReferral.mutationOptions());
}

/** The applicant's consent that the partner who sent the link follows the application (decision 070). */
export function useShareWithReferrer() {
  const trpc = useTRPC();
  return useMutation(trpc.prequal.shareWithReferrer.mutationOptions());
}

/** Reads prequal.journey afresh (after signing in, the journey is the new account's). */
export function useReadJourney() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery(trpc.prequal.journey.queryOptions(OLD_FLOW));
}
