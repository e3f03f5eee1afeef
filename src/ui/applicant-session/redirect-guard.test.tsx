// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isFirstLoadOrReload, resetDocumentArrival } from "./arrival";
import { RedirectGuard } from "./redirect-guard";

type Record = {
  applicationStatus: string | null;
  hitchLoan: boolean;
  encompassConditionallyApproved: boolean;
  hasApplication: boolean;
};

const world = vi.hoisted(() => ({
  pathname: "/prequal/address",
  sessionStatus: "authenticated" as "loading" | "authenticated" | "unauthenticated",
  record: null as null | (() => Promise<unknown>),
  replace: vi.fn(),
  signOut: vi.fn(async (_options?: unknown) => undefined),
  deleteSession: vi.fn(async () => ({ ended: true })),
  recordCalls: 0,
}));

vi.mock("next/navigation", () => ({
  usePathname: () => world.pathname,
  useRouter: () => ({ replace: world.replace, push: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock("next-auth/react", () => ({
  useSession: () => ({ status: world.sessionStatus, data: null }),
  signOut: world.signOut,
}));
vi.mock("@/lib/trpc/client", () => ({
  useTRPC: () => ({
    prequal: {
      record: {
        queryOptions: () => ({
          queryKey: ["prequal.record"],
          queryFn: () => {
            world.recordCalls += 1;
            return world.record?.() ?? Promise.reject(new Error("no record"));
          },
        }),
      },
    },
    identity: { deleteSession: { mutationOptions: () => ({ mutationFn: world.deleteSession }) } },
  }),
}));
vi.mock("@/ui/prequal-entry", () => ({ PREQUAL_FLOW: { entry: "/prequal/building-type" } }));

const APPLICATION: Record = {
  applicationStatus: "prequalDebts",
  hitchLoan: false,
  encompassConditionallyApproved: false,
  hasApplication: true,
};

function answers(record: Partial<Record>) {
  world.record = async () => ({ ...APPLICATION, ...record });
}

/** The tab's navigation record before the page renders (what the recorder wrote for the last page). */
function lastPage(path: string | null, previous: string | null = null) {
  if (path === null) sessionStorage.removeItem("navigation");
  else sessionStorage.setItem("navigation", JSON.stringify({ previous, current: path }));
}

function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderAt(path: string) {
  world.pathname = path;
  return render(<RedirectGuard />, { wrapper: Providers });
}

/** Lets pending promises (the record, the sign-out) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  resetDocumentArrival();
  sessionStorage.clear();
  world.sessionStatus = "authenticated";
  world.record = null;
  world.recordCalls = 0;
  world.replace.mockReset();
  world.signOut.mockClear();
  world.deleteSession.mockClear();
  // A client-side move from another page of the app, unless a test says otherwise.
  lastPage("/prequal/listed-for-sale");
});
afterEach(cleanup);

describe("redirect guard on applicant pages (spec §4 redirect rules, domain redirectFor)", () => {
  it("never asks about pages spec §4 never redirects (ineligible, login, upload)", async () => {
    answers({ encompassConditionallyApproved: true });
    for (const path of ["/app/ineligible/boost", "/app/login", "/app/upload"]) {
      cleanup();
      renderAt(path);
      await settle();
    }
    expect(world.recordCalls).toBe(0);
    expect(world.replace).not.toHaveBeenCalled();
  });

  it("sends a conditionally approved application from any app page to the submitted screen", async () => {
    answers({ encompassConditionallyApproved: true, applicationStatus: "application3" });
    renderAt("/prequal/address");
    await waitFor(() => expect(world.replace).toHaveBeenCalledWith("/app/application/submitted"));
  });

  it("keeps a submitted application on the submitted screen", async () => {
    answers({ applicationStatus: "applicationSubmitted" });
    renderAt("/app/application/3");
    await waitFor(() => expect(world.replace).toHaveBeenCalledWith("/app/application/submitted"));
    world.replace.mockReset();
    cleanup();
    renderAt("/app/application/submitted");
    await settle();
    expect(world.replace).not.toHaveBeenCalled();
  });

  it("sends a person with a loan to their status page on the first load of the app", async () => {
    answers({ hitchLoan: true, applicationStatus: "application3" });
    lastPage(null);
    renderAt("/prequal/address");
    await waitFor(() => expect(world.replace).toHaveBeenCalledWith("/app/application/2"));
  });

  it("does the same on a reload of the same page (the record's last page is this one)", async () => {
    answers({ hitchLoan: true, applicationStatus: "application5" });
    lastPage("/app/initial-setup/zip", "/app/initial-setup/credit-range");
    renderAt("/app/initial-setup/zip");
    await waitFor(() => expect(world.replace).toHaveBeenCalledWith("/app/application/4"));
  });

  it("leaves a person with a loan where they are when they moved there inside the app", async () => {
    answers({ hitchLoan: true, applicationStatus: "application3" });
    lastPage("/prequal/listed-for-sale");
    renderAt("/prequal/address");
    await settle();
    expect(world.recordCalls).toBe(1);
    expect(world.replace).not.toHaveBeenCalled();
  });

  it("stays when the person is already on their status page, and without a loan on any funnel page", async () => {
    answers({ hitchLoan: true, applicationStatus: "application3" });
    lastPage(null);
    renderAt("/app/application/2");
    await settle();
    cleanup();
    answers({ hitchLoan: false, applicationStatus: "prequalDebts" });
    lastPage(null);
    renderAt("/prequal/address");
    await settle();
    expect(world.replace).not.toHaveBeenCalled();
  });

  it("ends the session of an unauthenticated visit to an application step with no application: deleted on the server, signed out without a redirect, sent to the entry step", async () => {
    world.sessionStatus = "unauthenticated";
    answers({ hasApplication: false, applicationStatus: null });
    renderAt("/app/application/1");
    await waitFor(() => expect(world.replace).toHaveBeenCalledWith("/prequal/building-type"));
    expect(world.deleteSession).toHaveBeenCalledTimes(1);
    expect(world.signOut).toHaveBeenCalledWith({ redirect: false });
    expect(world.deleteSession.mock.invocationCallOrder[0]).toBeLessThan(
      world.signOut.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it("counts a record it cannot read as no application (an anonymous visitor is still sent to the entry)", async () => {
    world.sessionStatus = "unauthenticated";
    world.record = () => Promise.reject(new Error("UNAUTHORIZED"));
    renderAt("/app/application/other-income");
    await waitFor(() => expect(world.replace).toHaveBeenCalledWith("/prequal/building-type"));
  });

  it("still goes to the entry step when the server cannot be told (offline sign-out)", async () => {
    world.sessionStatus = "unauthenticated";
    answers({ hasApplication: false });
    world.deleteSession.mockRejectedValueOnce(new Error("offline"));
    world.signOut.mockRejectedValueOnce(new Error("offline"));
    renderAt("/app/application/submitted");
    await waitFor(() => expect(world.replace).toHaveBeenCalledWith("/prequal/building-type"));
  });

  it("waits for the session before deciding, then decides once", async () => {
    world.sessionStatus = "loading";
    answers({ encompassConditionallyApproved: true });
    const view = renderAt("/prequal/address");
    await settle();
    expect(world.recordCalls).toBe(0);
    world.sessionStatus = "authenticated";
    view.rerender(<RedirectGuard />);
    await waitFor(() => expect(world.replace).toHaveBeenCalledTimes(1));
    view.rerender(<RedirectGuard />);
    await settle();
    expect(world.replace).toHaveBeenCalledTimes(1);
  });

  it("drops a decision about a page the person has already left", async () => {
    let answer: (record: Record) => void = () => {};
    world.record = () => new Promise((resolve) => (answer = resolve));
    const view = renderAt("/prequal/address");
    await settle();
    world.pathname = "/app/ineligible/boost";
    view.rerender(<RedirectGuard />);
    answer({ ...APPLICATION, encompassConditionallyApproved: true });
    await settle();
    expect(world.replace).not.toHaveBeenCalled();
  });
});

describe("first load or reload (spec §4: a person with a loan is redirected only then)", () => {
  const facts = { path: "/prequal/address", documentArrivalSeen: false, documentPath: null };
  it("is the first page of a document the browser loaded, whatever the tab visited before", () => {
    expect(
      isFirstLoadOrReload({
        ...facts,
        documentPath: "/prequal/address",
        recordBefore: { previous: null, current: "/faq" },
      }),
    ).toBe(true);
  });
  it("is the first page recorded in the tab, or a reload (the last page recorded is this one)", () => {
    expect(isFirstLoadOrReload({ ...facts, recordBefore: null })).toBe(true);
    expect(
      isFirstLoadOrReload({ ...facts, recordBefore: { previous: "/faq", current: "/prequal/address" } }),
    ).toBe(true);
  });
  it("is not a move inside the app, even back to the page the document was loaded at", () => {
    expect(
      isFirstLoadOrReload({
        ...facts,
        recordBefore: { previous: null, current: "/prequal/listed-for-sale" },
      }),
    ).toBe(false);
    expect(
      isFirstLoadOrReload({
        ...facts,
        documentArrivalSeen: true,
        documentPath: "/prequal/address",
        recordBefore: { previous: "/prequal/address", current: "/prequal/listed-for-sale" },
      }),
    ).toBe(false);
  });
});
