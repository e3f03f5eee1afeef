// What the old flow's component tests share: a journey as prequal.journey answers it, and the
// stand-ins for the API module, the router and the code sign-in (each test file vi.mocks them).
import { configure } from "@testing-library/react";
import { vi } from "vitest";
import type { Journey } from "./initial-setup-api";

// Two cores shared with typing, axe and other test files: give findBy/waitFor time.
configure({ asyncUtilTimeout: 20_000 });

export function aJourney(overrides: Partial<Journey> = {}): Journey {
  return {
    flow: "old",
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
    next: { path: "/app/initial-setup/name", status: null },
    ssnLastFour: null,
    reportMortgages: [],
    reportLiabilities: [],
    ...overrides,
  } as Journey;
}

/** A tRPC refusal as the client sees it: the sentence and `data.fieldErrors`. */
export function aRefusal(message: string, fieldErrors: Record<string, string[]> | null = null) {
  return Object.assign(new Error(message), { data: { fieldErrors } });
}

export const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() };

/** The API module's hooks, each call's answer set by the test. */
export const api = {
  journey: {
    data: undefined as Journey | undefined,
    isFetchedAfterMount: true,
    isFetching: false,
    isError: false,
    refetch: vi.fn(),
  },
  saveStep: vi.fn(
    async (_input: unknown): Promise<{ next: string }> => ({ next: "/app/initial-setup/next" }),
  ),
  createAccount: vi.fn(
    async (_input: unknown): Promise<{ next: string } | { next: "enterCode"; email: string }> => ({
      next: "enterCode",
      email: "ada@example.com",
    }),
  ),
  submitCreditScore: vi.fn(
    async (_input: unknown): Promise<{ next: string }> => ({ next: "/app/initial-setup/coborrower" }),
  ),
  startFromReferral: vi.fn(async (_input: unknown) => ({ next: "/app/initial-setup/mcr" })),
  shareWithReferrer: vi.fn(async (_input: unknown) => ({ shared: true as const })),
  readJourney: vi.fn(async (): Promise<Journey> => aJourney()),
};

const mutation = <I, O>(fn: (input: I) => Promise<O>) => ({ mutateAsync: fn, isPending: false });

export const apiModule = {
  OLD_FLOW: { flow: "old" },
  useJourney: (options: { enabled: boolean }) =>
    options.enabled
      ? api.journey
      : { data: undefined, isFetchedAfterMount: false, isFetching: false, isError: false, refetch: vi.fn() },
  useSaveStep: () => mutation(api.saveStep),
  useCreateAccount: () => mutation(api.createAccount),
  useSubmitCreditScore: () => mutation(api.submitCreditScore),
  useStartFromReferral: () => mutation(api.startFromReferral),
  useShareWithReferrer: () => mutation(api.shareWithReferrer),
  useReadJourney: () => api.readJourney,
};

/** Shows `journey` as the answer of prequal.journey, and forgets the calls of earlier tests. */
export function givenJourney(journey: Journey) {
  vi.clearAllMocks();
  api.journey = {
    data: journey,
    isFetchedAfterMount: true,
    isFetching: false,
    isError: false,
    refetch: vi.fn(),
  };
}
