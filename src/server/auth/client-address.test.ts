import { describe, expect, it } from "vitest";
import { realClientAddress } from "./client-address";

const BALANCER = "10.0.0.5";
const from = (forwardedFor: string | string[] | undefined, trustedHops: number) =>
  realClientAddress({ socketAddress: BALANCER, forwardedFor, trustedHops });

describe("the real client's address (decision 100)", () => {
  it("with 0 trusted hops is the socket's, whatever X-Forwarded-For says", () => {
    expect(from("203.0.113.7", 0)).toBe(BALANCER);
    expect(from(undefined, 0)).toBe(BALANCER);
  });

  it("with 1 trusted hop is the header's last entry", () => {
    expect(from("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(from("2001:db8::1", 1)).toBe("2001:db8::1");
  });

  it("with 1 trusted hop ignores entries a client forged on the left", () => {
    expect(from("198.51.100.66, 192.0.2.1, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(from(["198.51.100.66", "203.0.113.7"], 1)).toBe("203.0.113.7");
  });

  it("with 2 trusted hops is the second entry from the right", () => {
    expect(from("198.51.100.66, 203.0.113.7, 10.0.0.9", 2)).toBe("203.0.113.7");
  });

  it("falls back to the socket's address when the header is missing or shorter than the hops", () => {
    expect(from(undefined, 1)).toBe(BALANCER);
    expect(from("203.0.113.7", 2)).toBe(BALANCER);
  });

  it.each([
    ["not-an-address"],
    [""],
    ["203.0.113.7, "],
    ["203.0.113.7:5678"],
    ["203.0.113.999"],
    ["<script>"],
    [`${"1.2.3.4,".repeat(40)}203.0.113.7`],
  ])("falls back to the socket's address for the malformed %j", (header) => {
    expect(from(header, 1)).toBe(BALANCER);
  });

  it("only reads as far as the client: a malformed forged entry on the left changes nothing", () => {
    expect(from("junk, 203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("answers unknown when the socket has no address and the header cannot be used", () => {
    expect(realClientAddress({ socketAddress: undefined, forwardedFor: "junk", trustedHops: 1 })).toBe(
      "unknown",
    );
  });
});
