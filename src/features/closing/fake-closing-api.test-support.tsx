// The sign screen's component tests: a fake of the procedures it calls (each a vi.fn the test
// answers) and a render inside a query client, the theme and the messages.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure } from "@testing-library/react";
import { type ReactElement, useState } from "react";
import { vi } from "vitest";
import { QUERY_DEFAULTS } from "@/lib/trpc/query-defaults";
import { renderWithUi } from "@/ui/ui-providers.test-support";
import type { DisclosuresStatus } from "./sign-documents";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

export const query = (key: string, fn: (input: never) => Promise<unknown>) => ({
  queryOptions: (input?: unknown) => ({
    queryKey: ["closing", key, input],
    queryFn: () => fn(input as never),
  }),
  queryKey: () => ["closing", key],
});
export const mutation = (fn: (input: never) => Promise<unknown>) => ({
  mutationOptions: (options: object = {}) => ({ ...options, mutationFn: (input: never) => fn(input) }),
});

export function fakeClosingApi() {
  const api = {
    status: vi.fn<() => Promise<DisclosuresStatus>>(),
    consent: vi.fn<(input: unknown) => Promise<unknown>>(),
    withdraw: vi.fn<() => Promise<unknown>>(),
    sign: vi.fn<(input: unknown) => Promise<unknown>>(),
    verify: vi.fn<(input: unknown) => Promise<unknown>>(),
  };
  const trpc = {
    esign: { consent: mutation(api.consent), withdrawConsent: mutation(api.withdraw) },
    disclosures: {
      status: query("status", api.status),
      sign: mutation(api.sign),
      verify: query("verify", api.verify),
    },
  };
  return { api, trpc };
}

/** The status of a HELOC application at the sign step, consent not yet given. */
export function aStatus(over: Partial<DisclosuresStatus> = {}): DisclosuresStatus {
  return {
    product: "heloc",
    consent: { state: "needed", givenAt: null, withdrawnAt: null },
    delivery: null,
    documents: [],
    signerName: "Ann Lee",
    coborrowerName: null,
    allSigned: false,
    next: null,
    ...over,
  };
}

function ApiProviders({ children }: { children: ReactElement }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: QUERY_DEFAULTS }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function renderWithApi(ui: ReactElement) {
  return renderWithUi(<ApiProviders>{ui}</ApiProviders>);
}
