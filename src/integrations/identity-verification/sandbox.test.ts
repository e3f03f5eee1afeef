import { describe, expect, it } from "vitest";
import type { PersonIdentity } from "@/domain/ports/person";
import { sandboxIdentityResponse, sandboxIdentityVerification } from "./sandbox";

const person = (lastName: string): PersonIdentity => ({
  firstName: "Avery",
  lastName,
  email: "avery@example.test",
  ssn: "123456789",
  dateOfBirth: new Date("1980-02-03T00:00:00Z"),
  address: { line1: "12 Main St", city: "Dover", state: "DE", zip: "19901" },
});
const license = { type: "driver_license" as const, front: new Uint8Array([1, 2]), back: new Uint8Array([3]) };

describe("sandbox identity verification (docs/architecture.md personas)", () => {
  const adapter = sandboxIdentityVerification();

  it.each([
    ["Stone", "pass"],
    ["McReview", "review"],
    ["fraudster", "fail"],
  ])("answers %s with %s", async (lastName, outcome) => {
    expect((await adapter.verify(person(lastName), license)).outcome).toBe(outcome);
  });

  it("asks for review when a driver's license has no back", async () => {
    const verdict = await adapter.verify(person("Stone"), {
      type: "driver_license",
      front: new Uint8Array([1]),
    });
    expect(verdict).toMatchObject({ outcome: "review", reasons: ["documentUnreadable"] });
  });

  it("passes a passport on its front alone", async () => {
    expect(
      (await adapter.verify(person("Stone"), { type: "passport", front: new Uint8Array([9]) })).outcome,
    ).toBe("pass");
  });

  it("gives the same inquiry id for the same person and photos, and never echoes the SSN", () => {
    const a = sandboxIdentityResponse(person("Stone"), license);
    expect(sandboxIdentityResponse(person("Stone"), license).inquiry_id).toBe(a.inquiry_id);
    expect(JSON.stringify(a)).not.toContain("123456789");
    expect(JSON.stringify(a)).not.toContain("1980");
  });
});
