import { describe, expect, it, vi } from "vitest";
import { readNavigation, recordNavigation, runPageRoutines } from "./navigation-record";

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  };
}

describe("navigation record (spec §4)", () => {
  it("stores the previous and the current path on each page change", () => {
    const store = memoryStore();
    expect(recordNavigation(store, "/")).toEqual({ previous: null, current: "/" });
    expect(recordNavigation(store, "/faq")).toEqual({ previous: "/", current: "/faq" });
    expect(readNavigation(store)).toEqual({ previous: "/", current: "/faq" });
  });

  it("keeps the earlier previous path when the same page reloads", () => {
    const store = memoryStore();
    recordNavigation(store, "/");
    recordNavigation(store, "/faq");
    expect(recordNavigation(store, "/faq")).toEqual({ previous: "/", current: "/faq" });
  });

  it("starts over when the stored record is unreadable", () => {
    const store = memoryStore();
    store.setItem("navigation", "{not json");
    expect(recordNavigation(store, "/faq")).toEqual({ previous: null, current: "/faq" });
  });
});

describe("per-page routines (spec §4, §8)", () => {
  it("runs only the routines that match the page", async () => {
    const faq = vi.fn();
    const home = vi.fn();
    await runPageRoutines(
      [
        { matches: (p) => p === "/faq", run: faq },
        { matches: (p) => p === "/", run: home },
      ],
      { previous: "/", current: "/faq" },
    );
    expect(faq).toHaveBeenCalledOnce();
    expect(home).not.toHaveBeenCalled();
  });

  it("logs a routine that throws and still runs the next one", async () => {
    const logError = vi.fn();
    const after = vi.fn();
    await runPageRoutines(
      [
        { matches: () => true, run: () => Promise.reject(new Error("boom")) },
        { matches: () => true, run: after },
      ],
      { previous: null, current: "/" },
      logError,
    );
    expect(logError).toHaveBeenCalledWith("Page routine for / failed", expect.any(Error));
    expect(after).toHaveBeenCalledOnce();
  });
});
