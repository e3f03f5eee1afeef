// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "@/ui/ui-providers.test-support";
import { aJourney, fakeApplicationApi, renderWithApi } from "../shared/fake-application-api.test-support";
import { SummaryScreen } from "./summary-screen";

const { api, trpc } = fakeApplicationApi();
const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));
vi.mock("next/navigation", () => ({
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(""),
  usePathname: () => "/app/application/application-summary",
}));

const GROUPS = [
  {
    step: "declarations",
    who: "borrower",
    title: "Declarations",
    rows: [{ label: "In the last 7 years, have you declared bankruptcy?", value: "No" }],
    editPath: "/app/application/7",
  },
];
const summary = (over: object = {}) => ({ groups: GROUPS, unfinished: null, completedAt: null, ...over });

describe("/app/application/application-summary", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.journey.mockResolvedValue(aJourney());
  });

  it("lists the answers with their Edit links and the PDF, and submits once confirmed, then says what happens next", async () => {
    const user = userEvent.setup();
    const completedAt = new Date("2026-11-23T15:00:00Z");
    api.summaryGet.mockResolvedValueOnce(summary()).mockResolvedValue(summary({ completedAt }));
    api.summaryComplete.mockResolvedValue({ completedAt, next: "/app/application/upload" });
    const { container } = renderWithApi(<SummaryScreen />);
    expect(await screen.findByRole("link", { name: "Edit Declarations" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download a PDF copy" }).getAttribute("href")).toBe(
      "/app/application/application-summary/summary.pdf",
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Confirm my answers" }));
    // The submit button is gone: the news that replaces it takes the focus rather than the page body.
    const submitted = await screen.findByRole("heading", { name: "Your answers are confirmed" });
    await waitFor(() => expect(document.activeElement).toBe(submitted));
    // The summary stays; the disclosures are one link away.
    expect(screen.getByRole("link", { name: "Sign your disclosures" }).getAttribute("href")).toBe(
      "/app/application/sign",
    );
    expect(api.summaryComplete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("button", { name: /submit my application/ })).toBeNull());
  });

  it("names the step still to finish, links to it, and keeps Submit disabled", async () => {
    api.summaryGet.mockResolvedValue(
      summary({ unfinished: { title: "Declarations", path: "/app/application/7" } }),
    );
    renderWithApi(<SummaryScreen />);
    const go = await screen.findByRole("link", { name: "Go to “Declarations”" });
    expect(go.getAttribute("href")).toBe("/app/application/7");
    expect((screen.getByRole("button", { name: "Confirm my answers" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
