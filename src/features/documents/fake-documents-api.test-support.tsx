// What the documents screens' component tests share: a fake of the typed API (the procedures the
// screens call, each a vi.fn the test answers), a checklist as `documents.checklist` gives it, a
// journey, and a render inside the query client, the theme and the messages.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure } from "@testing-library/react";
import { type ReactElement, type ReactNode, useState } from "react";
import { vi } from "vitest";
import { QUERY_DEFAULTS } from "@/lib/trpc/query-defaults";
import { renderWithUi } from "@/ui/ui-providers.test-support";
import type { Checklist, ChecklistLine } from "./checklist-types";
import type { Journey } from "./use-documents-screen";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

const query = (path: string[], fn: () => Promise<unknown>) => ({
  queryOptions: () => ({ queryKey: path, queryFn: () => fn() }),
  queryKey: () => path,
});
const mutation = (fn: (input: never) => Promise<unknown>) => ({
  mutationOptions: (options: object = {}) => ({ ...options, mutationFn: (input: never) => fn(input) }),
});

export function fakeDocumentsApi() {
  const api = {
    journey: vi.fn<() => Promise<Journey>>(),
    checklist: vi.fn<() => Promise<Checklist>>(),
    remove: vi.fn<(input: { documentId: string }) => Promise<unknown>>(),
    complete: vi.fn<() => Promise<unknown>>(),
    answer: vi.fn<(input: unknown) => Promise<unknown>>(),
    connect: vi.fn<(input: { institution: string }) => Promise<unknown>>(),
  };
  const trpc = {
    application: { journey: query(["application", "journey"], api.journey) },
    documents: {
      checklist: query(["documents", "checklist"], api.checklist),
      remove: mutation(api.remove),
      complete: mutation(api.complete),
    },
    conditions: { answer: mutation(api.answer) },
    bankStatements: { connect: mutation(api.connect) },
  };
  return { api, trpc };
}

export function aJourney(overrides: Partial<Journey> = {}): Journey {
  return {
    product: "heloc",
    hasCoborrower: true,
    borrowerName: "Pat",
    coborrowerName: "Sam",
    places: [],
    resume: "/app/application/application-summary",
    completed: true,
    ...overrides,
  };
}

export function aLine(overrides: Partial<ChecklistLine> = {}): ChecklistLine {
  return {
    type: "paystubs",
    label: "Paystubs",
    description: "Your most recent paystubs covering 30 days.",
    reason: null,
    count: 2,
    uploaded: 0,
    required: true,
    skipped: false,
    missing: 2,
    accepted: null,
    files: [],
    ...overrides,
  };
}

export const ID_LINE = aLine({
  type: "id_document",
  label: "Photo ID",
  description: "A photo of your government-issued ID.",
  count: 1,
  missing: 1,
  accepted: [
    { type: "driver_license", label: "Driver's license", sides: ["front", "back"] },
    { type: "passport", label: "Passport", sides: ["front"] },
  ],
});

const progress = (required: number, uploaded: number) => ({
  required,
  uploaded,
  complete: uploaded >= required,
});

/** The Landlord household's checklist: paystubs and photo ID each, a waived line, an optional one, the rental. */
export function aChecklist(overrides: Partial<Checklist> = {}): Checklist {
  return {
    groups: [
      {
        owner: "main",
        propertyId: null,
        heading: null,
        lines: [
          ID_LINE,
          aLine(),
          aLine({ type: "w2s", label: "W-2 forms", count: 2, missing: 0, skipped: true, required: true }),
        ],
      },
      { owner: "coborrower", propertyId: null, heading: null, lines: [aLine()] },
      {
        owner: "property",
        propertyId: "prop-rental",
        heading: "4 Rental Row, Wilmington, DE 19801",
        lines: [
          aLine({
            type: "homeowners_insurance",
            label: "Homeowners insurance",
            count: 1,
            missing: 0,
            required: false,
          }),
        ],
      },
    ],
    progress: {
      main: progress(3, 0),
      coborrower: progress(2, 0),
      property: progress(0, 0),
      total: progress(5, 0),
    },
    complete: false,
    submitted: false,
    conditions: [],
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
