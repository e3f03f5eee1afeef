// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { FaqsLink } from "./faqs-link";
import { FAQ_KEYS, FaqsScreen } from "./faqs-screen";

const journey = vi.hoisted(() => vi.fn(async () => ({ resume: "/app/application/6" })));
vi.mock("@/lib/trpc/client", () => ({
  useTRPC: () => ({
    application: {
      journey: { queryOptions: () => ({ queryKey: ["application", "journey"], queryFn: journey }) },
    },
  }),
}));

const withQueries = (ui: ReactElement) =>
  renderWithUi(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe("/app/application/faqs: questions about the application process", () => {
  it("answers each question under its own heading, about SSN security, HMDA, timing, the coborrower and what comes next", async () => {
    const { container } = withQueries(<FaqsScreen />);
    const questions = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(questions).toHaveLength(FAQ_KEYS.length);
    expect(questions).toEqual(
      expect.arrayContaining([
        "Why do you need my Social Security number, and how is it protected?",
        "Why do you ask about ethnicity, race and sex?",
        "How long does it take?",
        "How does a coborrower apply with me?",
        "What happens after I submit?",
      ]),
    );
    expect(screen.getByText(/never shown in full again/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("leads back to where the applicant resumes their application", async () => {
    withQueries(<FaqsScreen />);
    const back = await screen.findByRole("link", { name: "Back to my application" });
    await vi.waitFor(() => expect(back.getAttribute("href")).toBe("/app/application/6"));
  });

  it("is linked from the application's steps", () => {
    renderWithUi(<FaqsLink />);
    expect(screen.getByRole("link", { name: /Read the answers/ }).getAttribute("href")).toBe(
      "/app/application/faqs",
    );
  });
});
