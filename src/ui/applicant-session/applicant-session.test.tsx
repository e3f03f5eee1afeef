// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithUi } from "@/ui/ui-providers.test-support";
import { ApplicantSession } from "./applicant-session";

const MINUTE = 60_000;
const ANN = { expires: "2030-01-01T00:00:00.000Z", user: { email: "ann@mail.test", firstName: "Ann" } };

const world = vi.hoisted(() => ({
  update: vi.fn(async (): Promise<unknown> => null),
  signOutApplicant: vi.fn(async (_options?: unknown) => undefined),
}));

vi.mock("next-auth/react", () => ({
  SessionProvider: ({ children }: { children: ReactNode }) => children,
  useSession: () => ({ status: "authenticated", data: ANN, update: world.update }),
}));
vi.mock("./sign-out", () => ({ signOutApplicant: world.signOutApplicant }));

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.dynamicImportSettled());
  await act(() => vi.advanceTimersByTimeAsync(500));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: new Date("2026-11-27T09:00:00") });
  world.update.mockReset();
  world.update.mockResolvedValue(ANN);
  world.signOutApplicant.mockClear();
  window.history.replaceState(null, "", "/app/application/3");
});
afterEach(() => vi.useRealTimers());

describe("the applicant's idle limit through the shared block (decision 018, unchanged by decision 110)", () => {
  it("offers to stay signed in at 13 minutes, naming 9:15, and staying refreshes the session", async () => {
    renderWithUi(<ApplicantSession>page</ApplicantSession>);
    await wait(13 * MINUTE - 1_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    await wait(1_000);
    expect(screen.getByRole("dialog", { name: "Are you still there?" }).textContent).toContain("9:15");
    act(() => fireEvent.click(screen.getByRole("button", { name: "Stay signed in" })));
    await wait(1_000);
    expect(world.update).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("at 15 minutes signs out keeping the drafts, to the sign-in page saying why and coming back here", async () => {
    renderWithUi(<ApplicantSession>page</ApplicantSession>);
    await wait(15 * MINUTE);
    expect(world.signOutApplicant).toHaveBeenCalledWith({
      reason: "SessionExpired",
      returnTo: "/app/application/3",
    });
  });

  it("signs out deliberately from the dialog (the drafts go)", async () => {
    renderWithUi(<ApplicantSession>page</ApplicantSession>);
    await wait(13 * MINUTE);
    act(() => fireEvent.click(screen.getByRole("button", { name: "Sign out" })));
    expect(world.signOutApplicant).toHaveBeenCalledWith();
  });
});
