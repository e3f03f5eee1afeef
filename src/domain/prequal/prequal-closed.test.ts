import { describe, expect, it } from "vitest";
import { prequalClosedTo } from "./prequal-closed";

describe("prequalClosedTo", () => {
  it("keeps prequalification open until the offer is accepted", () => {
    expect(prequalClosedTo({}, "address")).toBe(false);
    expect(prequalClosedTo({ offerAccepted: false }, undefined)).toBe(false);
  });

  it("closes every prequalification change once the offer is accepted (issue 19)", () => {
    expect(prequalClosedTo({ offerAccepted: true }, undefined)).toBe(true);
    expect(prequalClosedTo({ offerAccepted: true }, "address")).toBe(true);
    expect(prequalClosedTo({ offerAccepted: true }, "coborrower")).toBe(true);
  });

  it("leaves the old flow's last screen (mcr), which follows the offer, open", () => {
    expect(prequalClosedTo({ offerAccepted: true }, "mcr")).toBe(false);
  });
});
