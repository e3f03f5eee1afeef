// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { ApplicantBar } from "./applicant-bar";

const world = vi.hoisted(() => ({
  record: { applicationStatus: "loanDisbursement", encompassConditionallyApproved: false } as {
    applicationStatus: string | null;
    encompassConditionallyApproved: boolean;
    declinedTo?: string | null;
  },
}));

vi.mock("next-auth/react", () => ({
  useSession: () => ({
    status: "authenticated",
    data: { user: { email: "ann@mail.test" }, applicant: { firstName: "Ann", lastName: "Lee" } },
  }),
  signOut: vi.fn(),
}));
vi.mock("./applicant-session", () => ({
  useApplicant: () => ({
    status: "authenticated",
    applicant: { firstName: "Ann", lastName: "Lee", email: "ann@mail.test" },
  }),
}));
vi.mock("@/lib/trpc/client", () => ({
  useTRPC: () => ({
    prequal: {
      record: {
        queryOptions: () => ({
          queryKey: ["prequal.record"],
          queryFn: async () => ({ hitchLoan: false, hasApplication: true, ...world.record }),
        }),
      },
    },
  }),
}));

function renderBar(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithUi(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe("the applicant bar", () => {
  beforeEach(() => {
    world.record = { applicationStatus: "loanDisbursement", encompassConditionallyApproved: false };
  });

  it("links to the status tracker once the application is submitted", async () => {
    world.record = { applicationStatus: "applicationSubmitted", encompassConditionallyApproved: false };
    const { container } = renderBar(<ApplicantBar />);
    const link = await screen.findByRole("link", { name: "Your application status" });
    expect(link.getAttribute("href")).toBe("/app/application/submitted");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("links a declined application's status to its notice on the ineligible screen, not the tracker", async () => {
    world.record = {
      applicationStatus: "applicationSubmitted",
      encompassConditionallyApproved: false,
      declinedTo: "/app/ineligible/other-reasons",
    };
    renderBar(<ApplicantBar />);
    const link = await screen.findByRole("link", { name: "Your application status" });
    expect(link.getAttribute("href")).toBe("/app/ineligible/other-reasons");
  });

  it("links to the status tracker once the loan system has conditionally approved the application", async () => {
    world.record = { applicationStatus: "incomeDocs", encompassConditionallyApproved: true };
    renderBar(<ApplicantBar />);
    expect(await screen.findByRole("link", { name: "Your application status" })).toBeTruthy();
  });

  it("has no tracker link before the application is submitted", async () => {
    renderBar(<ApplicantBar />);
    expect(await screen.findByText("Ann Lee")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole("link", { name: "Your application status" })).toBeNull();
  });
});
