import { describe, expect, it, vi } from "vitest";
import { apiHeaders } from "./api-headers";
import { QUERY_DEFAULTS } from "./query-defaults";

describe("API call headers (spec §7)", () => {
  it("marks every call X-Same-Origin: 1 and asks the bot check only for writes", async () => {
    const token = vi.fn(async (action: string) => `sandbox.${action}.n`);
    expect(await apiHeaders(false, token)).toEqual({ "X-Same-Origin": "1" });
    expect(token).not.toHaveBeenCalled();
    expect(await apiHeaders(true, token)).toEqual({
      "X-Same-Origin": "1",
      "X-Recaptcha-Token": "sandbox.api_update.n",
    });
  });
});

describe("query defaults (spec §9)", () => {
  it("never retries, keeps no cache, always refetches on mount and never on reconnect or focus", () => {
    expect(QUERY_DEFAULTS.queries).toMatchObject({
      retry: false,
      gcTime: 0,
      refetchOnMount: "always",
      refetchOnReconnect: false,
      refetchOnWindowFocus: false,
    });
  });
});
