"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "@/lib/trpc/client";
import { anyProcessing } from "./checklist-types";

/** While a file is processing, how often the checklist looks again for its thumbnail. */
const PROCESSING_POLL_MS = 3000;

/** `documents.checklist`, read again every few seconds while a file is being prepared. */
export function useChecklist() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...trpc.documents.checklist.queryOptions(),
    refetchInterval: (q) => (anyProcessing(q.state.data) ? PROCESSING_POLL_MS : false),
  });
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.documents.checklist.queryKey() }),
    [queryClient, trpc],
  );
  return { query, refresh };
}
