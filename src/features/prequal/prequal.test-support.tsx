// What the new flow's component tests share: a fake of the typed API (only the procedures the
// screens call, each a vi.fn the test answers), a journey as `prequal.journey` gives it, and a
// render inside the query client, the theme and the messages, as the applicant layout gives them.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure } from "@testing-library/react";
import { type ReactElement, type ReactNode, useState } from "react";
import { vi } from "vitest";
import { QUERY_DEFAULTS } from "@/lib/trpc/query-defaults";
import { renderWithUi } from "@/ui/ui-providers.test-support";
import type { Journey } from "./use-journey";

// A screen typed into key by key in jsdom takes seconds on two busy cores: vitest's 5 s per test and
// Testing Library's 1 s for findBy/waitFor are too tight when the whole suite runs at once.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

export function fakeApi() {
  const api = {
    journey: vi.fn<(input: { flow: string }) => Promise<Journey>>(),
    saveStep: vi.fn<(input: unknown) => Promise<{ next: string }>>(),
    submitCredit: vi.fn<(input: Record<string, unknown>) => Promise<{ next: string; email?: string }>>(),
    pullCredit: vi.fn<(input: { flow: string }) => Promise<{ next: string }>>(),
    joinWaitlist: vi.fn<(input: { email: string }) => Promise<{ joined: true }>>(),
    /** prequal.offer: by default, not priced yet (the screens that read it fall back to words). */
    offer: vi.fn<(input: { flow: string }) => Promise<unknown>>(() =>
      Promise.reject(Object.assign(new Error("Start again"), { data: { code: "NOT_FOUND" } })),
    ),
  };
  const mutation = (fn: (input: never) => Promise<unknown>) => ({
    mutationOptions: () => ({ mutationFn: (input: never) => fn(input) }),
  });
  const trpc = {
    prequal: {
      journey: {
        queryOptions: (input: { flow: string }) => ({
          queryKey: ["prequal", "journey", input],
          queryFn: () => api.journey(input),
        }),
        queryKey: () => ["prequal", "journey"],
      },
      offer: {
        queryOptions: (input: { flow: string }) => ({
          queryKey: ["prequal", "offer", input],
          queryFn: () => api.offer(input),
        }),
      },
      saveStep: mutation(api.saveStep),
      submitCredit: mutation(api.submitCredit),
      pullCredit: mutation(api.pullCredit),
      joinWaitlist: mutation(api.joinWaitlist),
    },
  };
  return { api, trpc };
}

/** A journey as the server answers it: an anonymous visitor at the entry step, unless told otherwise. */
export function aJourney(overrides: Partial<Journey> = {}): Journey {
  return {
    flow: "new",
    landingVersion: "A",
    product: "heloc",
    status: null,
    answers: {},
    signedIn: false,
    hasAccount: false,
    creditPulled: false,
    referred: false,
    referrer: null,
    declined: false,
    next: { path: "/prequal/building-type", status: null },
    ssnLastFour: null,
    reportMortgages: [],
    reportLiabilities: [],
    ...overrides,
  } as Journey;
}

/** A fresh query client per render, with the site's defaults (spec §9). */
function ApiProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: QUERY_DEFAULTS }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function renderWithApi(ui: ReactElement) {
  return renderWithUi(<ApiProviders>{ui}</ApiProviders>);
}
