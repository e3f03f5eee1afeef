"use client";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useCallback } from "react";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import type { Checklist } from "./checklist-types";
import { useChecklist } from "./use-checklist";

export type Journey = inferRouterOutputs<AppRouter>["application"]["journey"];

export type DocumentsScreenState =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void }
  | { status: "ready"; journey: Journey; checklist: Checklist; refresh: () => void };

/**
 * What a documents screen needs: the application's journey (whether it is submitted, the
 * coborrower's name, where to go back to) and the checklist.
 */
export function useDocumentsScreen(): DocumentsScreenState {
  const trpc = useTRPC();
  const journey = useQuery(trpc.application.journey.queryOptions());
  const { query: checklist, refresh } = useChecklist();
  const { refetch: refetchJourney } = journey;
  const { refetch: refetchChecklist } = checklist;
  const retry = useCallback(() => {
    void refetchJourney();
    void refetchChecklist();
  }, [refetchJourney, refetchChecklist]);
  const error = journey.error ?? checklist.error;
  if (error) return { status: "error", error, retry };
  if (!journey.data || !checklist.data) return { status: "loading" };
  return { status: "ready", journey: journey.data, checklist: checklist.data, refresh };
}
