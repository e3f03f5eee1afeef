// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { FaqsLink } from "./faqs-link";
import { FAQ_KEYS, FaqsScreen } from "./faqs-screen";

describe("/app/application/faqs: questions about the application process", () => {
  it("answers each question under its own heading, about SSN security, HMDA, timing, the coborrower and what comes next", async () => {
    const { container } = renderWithUi(<FaqsScreen />);
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

  it("is linked from the application's steps", () => {
    renderWithUi(<FaqsLink />);
    expect(screen.getByRole("link", { name: /Read the answers/ }).getAttribute("href")).toBe(
      "/app/application/faqs",
    );
  });
});
