import { describe, expect, it } from "vitest";
import { sandboxInsuranceVerification } from "./sandbox";

const address = { line1: "12 Main St", city: "Dover", state: "DE", zip: "19901" };
const request = (carrier: string) => ({
  reference: "app-1",
  carrier,
  policyholder: { firstName: "Avery", lastName: "Stone" },
  address,
});

describe("sandbox insurance verification (docs/architecture.md test carriers)", () => {
  const adapter = sandboxInsuranceVerification({ now: () => new Date("2026-05-20T12:00:00Z") });

  it("finds a homeowners policy for the property with its mortgage statement, the same each time", async () => {
    const linked = await adapter.link(request("Harbor Mutual"));
    expect(linked?.policy).toMatchObject({
      carrier: "Harbor Mutual",
      kind: "homeowners",
      mortgagee: "Sandbox Home Loans",
    });
    expect(new TextDecoder().decode(linked?.mortgageStatement?.bytes.slice(0, 5))).toBe("%PDF-");
    const again = await adapter.link(request("Harbor Mutual"));
    expect(again?.policy.policyNumber).toBe(linked?.policy.policyNumber);
    expect(
      Buffer.from(again?.mortgageStatement?.bytes ?? []).equals(
        Buffer.from(linked?.mortgageStatement?.bytes ?? []),
      ),
    ).toBe(true);
  });

  it("finds no policy at a carrier whose name contains Decline", async () => {
    expect(await adapter.link(request("Decline Insurance Co"))).toBeNull();
  });

  it("does not answer for a carrier whose name contains Outage", async () => {
    await expect(adapter.link(request("Outage Mutual"))).rejects.toThrow();
  });
});
