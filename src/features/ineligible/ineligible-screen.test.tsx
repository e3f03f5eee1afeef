// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { adverseActionNotice } from "@/domain/decisions/adverse-action-notice";
import type { DeclineReason } from "@/domain/pricing/eligibility";
import { axeViolations, renderWithUi, UiProviders } from "@/ui/ui-providers.test-support";
import { AdverseActionNoticeSection } from "./adverse-action-notice";
import { INELIGIBLE_KINDS, type IneligibleKind } from "./ineligible-kinds";
import { IneligibleScreen } from "./ineligible-screen";

// A plain function: a vi.fn answering a rejected promise failed the test by itself (Vitest 4).
const api = vi.hoisted(() => ({
  notice: (): Promise<unknown> => Promise.resolve(null),
  remindMe: (): Promise<{ remindOn: Date }> =>
    Promise.resolve({ remindOn: new Date("2027-02-21T15:00:00Z") }),
  reminders: 0,
}));

vi.mock("@/lib/trpc/client", () => ({
  useTRPC: () => ({
    prequal: {
      notice: { queryOptions: () => ({ queryKey: ["notice"], queryFn: () => api.notice() }) },
      remindMe: {
        mutationOptions: () => ({
          mutationFn: () => {
            api.reminders += 1;
            return api.remindMe();
          },
        }),
      },
    },
  }),
}));

const ISSUED = new Date("2026-11-23T15:00:00Z");

/** A notice as `prequal.notice` answers it, from the domain's Reg B notice. */
function noticeFor(reasons: DeclineReason[]) {
  const content = adverseActionNotice({
    applicantName: "Ann Boost",
    product: "heloc",
    decidedAt: ISSUED,
    reasons,
    creditor: {
      legalName: "Keystone Home Credit (demo lender)",
      address: "100 Main Street, Suite 400, Wilmington, DE 19801",
      phone: "(302) 555-0100",
      nmlsId: "123456",
    },
  });
  return { id: "notice-1", issuedAt: ISSUED, reasons, ...content };
}

function Api({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderScreen(kind: IneligibleKind) {
  return renderWithUi(
    <Api>
      <IneligibleScreen kind={kind} />
    </Api>,
  );
}

/** What `prequal.notice` answers next. */
function answers(notice: unknown) {
  api.notice = () => Promise.resolve(notice);
}

beforeEach(() => {
  answers(null);
  api.reminders = 0;
});

describe("ineligible screens (issue 8: a clear, lawful 'not now')", () => {
  it("boost: the reasons, concrete advice on raising a score, and the notice with its PDF", async () => {
    answers(noticeFor(["lowCreditScore"]));
    const view = renderScreen("boost");
    expect(screen.getByRole("heading", { level: 1, name: "Let’s get your credit score ready" })).toBeTruthy();
    const why = await screen.findByRole("region", { name: "Why we made this decision" });
    expect(within(why).getByText("Your credit score is below our minimum of 640.")).toBeTruthy();

    const advice = screen.getByRole("region", { name: "What you can do" });
    expect(within(advice).getByText(/below 30% of each card’s limit/)).toBeTruthy();
    expect(within(advice).getByText(/Pay every bill on time/)).toBeTruthy();
    expect(within(advice).getByText(/Don’t open new credit accounts/)).toBeTruthy();
    expect(within(advice).getByRole("link", { name: "annualcreditreport.com" }).getAttribute("href")).toBe(
      "https://www.annualcreditreport.com",
    );

    const notice = screen.getByRole("region", { name: "Your adverse-action notice" });
    expect(within(notice).getByText("Statement of credit denial")).toBeTruthy();
    expect(within(notice).getByText("Issued November 23, 2026")).toBeTruthy();
    for (const heading of [
      "Action taken on your application",
      "Principal reasons for our decision",
      "Creditor",
      "Equal Credit Opportunity Act notice",
    ])
      expect(within(notice).getByRole("heading", { level: 3, name: heading })).toBeTruthy();
    const pdf = within(notice).getByRole("link", { name: "Download the notice (PDF)" });
    expect(pdf.getAttribute("href")).toBe("/app/ineligible/notice.pdf");
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it("boost offers a reminder: one press records it (prequal.remindMe) and says the day", async () => {
    answers(noticeFor(["lowCreditScore"]));
    renderScreen("boost");
    const reminder = await screen.findByRole("region", { name: "Want a reminder?" });
    await userEvent.click(within(reminder).getByRole("button", { name: "Remind me in 90 days" }));
    expect((await within(reminder).findByRole("status")).textContent).toBe(
      "Done. We’ve noted to remind you on February 21, 2027.",
    );
    expect(api.reminders).toBe(1);
    expect(within(reminder).queryByRole("button")).toBeNull();
  });

  it("the other screens offer no reminder", async () => {
    answers(noticeFor(["lowEquity"]));
    renderScreen("low-equity");
    await screen.findByRole("region", { name: "Why we made this decision" });
    expect(screen.queryByRole("region", { name: "Want a reminder?" })).toBeNull();
  });

  it("each screen gives its own advice, and lists every reason the notice names once", async () => {
    const cases: Record<IneligibleKind, { reasons: DeclineReason[]; says: RegExp }> = {
      "low-equity": { reasons: ["lowEquity"], says: /Every mortgage payment adds to your equity/ },
      "late-payment": { reasons: ["latePayment", "lowCreditScore"], says: /stops counting 12 months after/ },
      boost: { reasons: ["noCreditFile"], says: /A secured card/ },
      "other-reasons": { reasons: ["listedForSale"], says: /If you take it off the market/ },
    };
    for (const kind of INELIGIBLE_KINDS) {
      cleanup();
      answers(noticeFor(cases[kind].reasons));
      const view = renderScreen(kind);
      const why = await screen.findByRole("region", { name: "Why we made this decision" });
      expect(within(why).getAllByRole("listitem")).toHaveLength(cases[kind].reasons.length);
      expect(screen.getByText(cases[kind].says)).toBeTruthy();
      expect(await axeViolations(view.container), kind).toEqual([]);
    }
  });

  it("other reasons: gives only the advice about the notice's reasons, and how to tell us of a wrong answer", async () => {
    answers(noticeFor(["recentForeclosure"]));
    renderScreen("other-reasons");
    const advice = await screen.findByRole("region", { name: "What you can do" });
    await within(advice).findByText(/After a bankruptcy, foreclosure or short sale/);
    expect(
      within(advice)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^After a bankruptcy, foreclosure or short sale/),
      expect.stringMatching(/^If an answer you gave was wrong/),
    ]);
  });

  it("says so plainly when there is no notice for this browser, and offers no download", async () => {
    answers(null);
    renderScreen("low-equity");
    expect(await screen.findByText(/We have no decision on file for you/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Download the notice (PDF)" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Why we made this decision" })).toBeNull();
  });

  it("says when the decision could not be loaded", async () => {
    api.notice = () => Promise.reject(new TypeError("Failed to fetch"));
    renderScreen("boost");
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not load our decision/);
  });

  it("writes no style attribute in the notice's server HTML (nonce CSP)", () => {
    const html = renderToString(
      <UiProviders>
        <AdverseActionNoticeSection notice={noticeFor(["lowEquity", "latePayment"])} />
      </UiProviders>,
    );
    expect(html).toContain("Principal reasons for our decision");
    expect(html).not.toMatch(/\sstyle="/);
  });
});
