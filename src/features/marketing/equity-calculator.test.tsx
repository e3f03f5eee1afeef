// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CALCULATOR_FIGURES_PATH, calculatorFigures } from "@/domain/pricing/calculator-figures";
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import { EquityCalculator } from "./equity-calculator";

afterEach(() => {
  vi.unstubAllGlobals();
});

const answering = (response: Response | Error) => {
  const fetch = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
};

describe("the public equity calculator", () => {
  it("prices with the sheet in force the server answers, not the built-in defaults", async () => {
    const sheet = JSON.parse(JSON.stringify(DEFAULT_RATE_SHEET));
    sheet.heloc.maxCltv.primaryResidence = 0.7;
    const fetch = answering(Response.json(calculatorFigures(7, sheet)));
    render(<EquityCalculator />);
    expect(screen.getByRole("status").textContent).toBe("Reading today’s lending limits…");
    // $500,000 × 70% − $300,000 owed.
    expect(await screen.findByText("You could unlock up to $50,000.")).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(CALCULATOR_FIGURES_PATH, expect.anything());
  });

  it("says the limits cannot be read, and shows no estimate, when the answer fails or is not figures", async () => {
    answering(new Response("{}", { status: 503 }));
    const { unmount } = render(<EquityCalculator />);
    expect(await screen.findByText(/lending limits can’t be read just now/)).toBeTruthy();
    unmount();
    answering(Response.json({ version: 2, heloc: { maxCltv: "all of it" } }));
    render(<EquityCalculator />);
    expect(await screen.findByText(/lending limits can’t be read just now/)).toBeTruthy();
  });
});
