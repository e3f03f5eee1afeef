import type { DefaultOptions } from "@tanstack/react-query";

/** Spec §9: no retry, no cache time, always refetch on mount, never on reconnect or focus. */
export const QUERY_DEFAULTS = {
  queries: {
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: "always",
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
} as const satisfies DefaultOptions;
