// What the application screens' component tests share: a fake of the typed API (only the
// procedures the screens call, each a vi.fn the test answers), a journey as `application.journey`
// gives it, and a render inside the query client, the theme and the messages.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure } from "@testing-library/react";
import { type ReactElement, type ReactNode, useState } from "react";
import { vi } from "vitest";
import { QUERY_DEFAULTS } from "@/lib/trpc/query-defaults";
import { renderWithUi } from "@/ui/ui-providers.test-support";
import type { ApplicationJourney, JourneyPlace } from "./use-application-journey";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

const query = (key: string, fn: (input: never) => Promise<unknown>) => ({
  queryOptions: (input?: unknown) => ({
    queryKey: ["application", key, input],
    queryFn: () => fn(input as never),
  }),
  queryKey: () => ["application", key],
});
const mutation = (fn: (input: never) => Promise<unknown>) => ({
  mutationOptions: (options: object = {}) => ({ ...options, mutationFn: (input: never) => fn(input) }),
});

export function fakeApplicationApi() {
  const api = {
    journey: vi.fn<() => Promise<ApplicationJourney>>(),
    demographicsGet: vi.fn<(input: { who: string }) => Promise<unknown>>(),
    demographicsSave: vi.fn<(input: unknown) => Promise<unknown>>(),
    declarationsGet: vi.fn<(input: { who: string }) => Promise<unknown>>(),
    declarationsSave: vi.fn<(input: unknown) => Promise<unknown>>(),
    summaryGet: vi.fn<() => Promise<unknown>>(),
    summaryComplete: vi.fn<() => Promise<unknown>>(),
  };
  const trpc = {
    application: {
      journey: query("journey", api.journey),
      demographics: { get: query("demographics", api.demographicsGet), save: mutation(api.demographicsSave) },
      declarations: { get: query("declarations", api.declarationsGet), save: mutation(api.declarationsSave) },
      summary: { get: query("summary", api.summaryGet), complete: mutation(api.summaryComplete) },
    },
  };
  return { api, trpc };
}

const place = (
  step: string,
  who: JourneyPlace["who"],
  path: string,
  counter: number | null,
): JourneyPlace => ({
  step,
  who,
  title: step,
  counter,
  path,
  saved: false,
  open: true,
});

/** A journey at the end of the application: steps 6 and 7 and the summary open. */
export function aJourney(overrides: Partial<ApplicationJourney> = {}): ApplicationJourney {
  return {
    product: "heloc",
    hasCoborrower: false,
    borrowerName: "Ann",
    coborrowerName: null,
    places: [
      {
        ...place("debtConsolidation", "application", "/app/application/debt-consolidation", null),
        saved: true,
      },
      place("demographics", "borrower", "/app/application/6", 6),
      place("declarations", "borrower", "/app/application/7", 7),
      place("summary", "application", "/app/application/application-summary", null),
    ],
    resume: "/app/application/6",
    completed: false,
    ...overrides,
  };
}

function ApiProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: QUERY_DEFAULTS }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function renderWithApi(ui: ReactElement) {
  return renderWithUi(<ApiProviders>{ui}</ApiProviders>);
}
