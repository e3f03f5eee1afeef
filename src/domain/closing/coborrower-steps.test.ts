import { describe, expect, it } from "vitest";
import { coborrowerInviteInput, coborrowerStepsLeft } from "./coborrower-steps";

const started = { consented: false, documentsDelivered: 0, documentsSigned: 0, identityOutcome: null };

describe("what the coborrower still has to do on their own account", () => {
  it("is everything before they have begun", () => {
    expect(coborrowerStepsLeft(started)).toEqual(["consent", "sign", "verifyIdentity"]);
  });

  it("still asks for signing while a delivered document is unsigned", () => {
    expect(
      coborrowerStepsLeft({ ...started, consented: true, documentsDelivered: 2, documentsSigned: 1 }),
    ).toEqual(["sign", "verifyIdentity"]);
  });

  it("counts a check that needs review as done, and a failed one as not", () => {
    const signed = { consented: true, documentsDelivered: 2, documentsSigned: 2 };
    expect(coborrowerStepsLeft({ ...signed, identityOutcome: "review" })).toEqual([]);
    expect(coborrowerStepsLeft({ ...signed, identityOutcome: "pass" })).toEqual([]);
    expect(coborrowerStepsLeft({ ...signed, identityOutcome: "fail" })).toEqual(["verifyIdentity"]);
  });
});

describe("the coborrower's invitation address", () => {
  it("may be left empty (the address on file) and is refused when it is not an address", () => {
    expect(coborrowerInviteInput.parse({ email: "" })).toEqual({});
    expect(coborrowerInviteInput.parse({ email: "Cy@Mail.test" }).email).toMatch(/cy@mail\.test/i);
    expect(coborrowerInviteInput.safeParse({ email: "not an address" }).success).toBe(false);
  });
});
