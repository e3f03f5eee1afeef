// What the component tests of steps 1 and 2 share: a fake of the typed API (the procedures these
// screens call, each a vi.fn the test answers), a journey with step 1 and 2 open, and a render in
// the query client, the theme and the messages, as the applicant layout gives them.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure } from "@testing-library/react";
import { type ReactElement, type ReactNode, useState } from "react";
import { vi } from "vitest";
import { QUERY_DEFAULTS } from "@/lib/trpc/query-defaults";
import { renderWithUi } from "@/ui/ui-providers.test-support";
import type { ApplicationJourney } from "../shared/use-application-journey";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

type Fn = (input: never) => Promise<unknown>;

export function fakeApplicationApi() {
  const api = {
    journey: vi.fn<() => Promise<ApplicationJourney>>(),
    personalInfoGet: vi.fn<(input: { who: string }) => Promise<unknown>>(),
    personalInfoSave: vi.fn<(input: Record<string, unknown>) => Promise<unknown>>(),
    subjectPropertyGet: vi.fn<() => Promise<unknown>>(),
    subjectPropertySave: vi.fn<(input: Record<string, unknown>) => Promise<unknown>>(),
  };
  const query = (name: string, fn: Fn) => ({
    queryOptions: (input?: unknown) => ({ queryKey: [name, input], queryFn: () => fn(input as never) }),
  });
  const mutation = (fn: Fn) => ({ mutationOptions: () => ({ mutationFn: (input: never) => fn(input) }) });
  const trpc = {
    application: {
      journey: query("journey", api.journey),
      personalInfo: { get: query("personalInfo", api.personalInfoGet), save: mutation(api.personalInfoSave) },
      subjectProperty: {
        get: query("subjectProperty", api.subjectPropertyGet),
        save: mutation(api.subjectPropertySave),
      },
    },
  };
  return { api, trpc };
}

const place = (step: string, who: string, path: string, counter: number, open: boolean) => ({
  step,
  who,
  title: step,
  counter,
  path,
  saved: false,
  open,
});

/** A HELOC application with the borrower's step 1 open (and step 2 when `step2Open`). */
export function aJourney(options: { coborrower?: boolean; step2Open?: boolean } = {}): ApplicationJourney {
  const places = [
    place("personalInfo", "borrower", "/app/application/1", 1, true),
    ...(options.coborrower
      ? [place("personalInfo", "coborrower", "/app/application/1?borrower=coborrower", 1, true)]
      : []),
    place("subjectProperty", "application", "/app/application/2", 2, Boolean(options.step2Open)),
    place("realEstate", "application", "/app/application/3", 3, false),
  ];
  return {
    product: "heloc",
    hasCoborrower: Boolean(options.coborrower),
    borrowerName: "Ada",
    coborrowerName: options.coborrower ? "Ben" : null,
    places,
    resume: "/app/application/1",
    completed: false,
  } as ApplicationJourney;
}

function ApiProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: QUERY_DEFAULTS }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function renderWithApi(ui: ReactElement) {
  return renderWithUi(<ApiProviders>{ui}</ApiProviders>);
}
