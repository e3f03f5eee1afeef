// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { PortalSessionProvider } from "./portal-session";
import { signInErrorSentence } from "./sign-in-address";

const MINUTE = 60_000;
const STAFF = { expires: "2030-01-01T00:00:00.000Z", user: { email: "sam@lender.test", name: "Sam" } };

const world = vi.hoisted(() => ({
  status: "authenticated" as "loading" | "authenticated" | "unauthenticated",
  update: vi.fn(async (): Promise<unknown> => null),
  signOutOfPortal: vi.fn(async (_to?: string) => undefined),
}));

vi.mock("next-auth/react", () => ({
  SessionProvider: ({ children }: { children: ReactNode }) => children,
  useSession: () => ({ status: world.status, data: STAFF, update: world.update }),
}));
vi.mock("./sign-out", () => ({ signOutOfPortal: world.signOutOfPortal }));

/** Moves the clock on, then lets the dialog's code arrive and React settle. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.dynamicImportSettled());
  await act(() => vi.advanceTimersByTimeAsync(500));
}

function renderPortalPage() {
  return renderWithUi(
    <PortalSessionProvider>
      <h1>Pipeline</h1>
    </PortalSessionProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: new Date("2026-11-27T09:00:00") });
  world.status = "authenticated";
  world.update.mockReset();
  world.update.mockResolvedValue(STAFF);
  world.signOutOfPortal.mockClear();
  window.history.replaceState(null, "", "/portal/applicants?stage=new");
});
afterEach(() => vi.useRealTimers());

describe("a staff session's idle limit (decision 110: offered to stay two minutes before the 30-minute limit)", () => {
  it("shows nothing for 28 minutes, then a dialog naming when the session ends, with the focus on staying signed in", async () => {
    renderPortalPage();
    await wait(28 * MINUTE - 1_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    await wait(1_000);
    const dialog = screen.getByRole("dialog", { name: "Are you still working?" });
    expect(dialog.textContent).toContain("9:30");
    const stay = screen.getByRole("button", { name: "Stay signed in" });
    expect(document.activeElement).toBe(stay);
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
    vi.useRealTimers(); // axe-core waits on real timers
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("stays signed in: refreshes the session (activity the server records) and counts 28 minutes afresh", async () => {
    renderPortalPage();
    await wait(28 * MINUTE);
    act(() => fireEvent.click(screen.getByRole("button", { name: "Stay signed in" })));
    await wait(1_000);
    expect(world.update).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    await wait(20 * MINUTE);
    expect(world.signOutOfPortal).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("counts Escape as staying signed in", async () => {
    renderPortalPage();
    await wait(28 * MINUTE);
    act(() => fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" }));
    await wait(1_000);
    expect(world.update).toHaveBeenCalledTimes(1);
  });

  it("signs out from the dialog to the sign-in page", async () => {
    renderPortalPage();
    await wait(28 * MINUTE);
    act(() => fireEvent.click(screen.getByRole("button", { name: "Sign out" })));
    expect(world.signOutOfPortal).toHaveBeenCalledWith();
  });

  it("at 30 minutes signs out and sends the staff member to /portal/login saying why, coming back to the page afterwards", async () => {
    renderPortalPage();
    await wait(30 * MINUTE);
    expect(world.signOutOfPortal).toHaveBeenCalledTimes(1);
    const to = new URL(world.signOutOfPortal.mock.calls[0]?.[0] ?? "", "http://portal.test");
    expect(to.pathname).toBe("/portal/login");
    expect(to.searchParams.get("callbackUrl")).toBe("/portal/applicants?stage=new");
    expect(signInErrorSentence(to.searchParams.get("error"))).toBe(
      "You were signed out after 30 minutes without activity, to keep the loan files safe. Sign in again to carry on where you left off.",
    );
  });

  it("signs out at the limit when staying is refused (the server had already ended the session)", async () => {
    world.update.mockResolvedValue({ expires: STAFF.expires });
    renderPortalPage();
    await wait(28 * MINUTE);
    act(() => fireEvent.click(screen.getByRole("button", { name: "Stay signed in" })));
    await wait(0);
    expect(world.signOutOfPortal.mock.calls[0]?.[0]).toMatch(/^\/portal\/login\?error=SessionExpired&/);
  });

  it("offers nothing before a staff member has signed in (the sign-in page)", async () => {
    world.status = "unauthenticated";
    renderPortalPage();
    await wait(31 * MINUTE);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(world.signOutOfPortal).not.toHaveBeenCalled();
  });
});
