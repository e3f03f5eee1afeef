import { describe, expect, it } from "vitest";
import { requestIdFrom } from "./request-id";

describe("request id", () => {
  it("keeps a well-formed id from the load balancer", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "lb-1234abcd" }))).toBe("lb-1234abcd");
  });
  it.each(["", "short", "has spaces in it", "<script>alert(1)</script>", "x".repeat(65)])(
    "replaces %j with a fresh id",
    (given) => {
      const id = requestIdFrom(new Headers(given ? { "x-request-id": given } : {}));
      expect(id).not.toBe(given);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});
