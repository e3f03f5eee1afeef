import { describe, expect, it } from "vitest";
import { applicantOf } from "./applicant";

describe("the signed-in applicant (spec §1: known by e-mail, first and last name)", () => {
  it("reads the three names from the applicant realm's session, and nothing else it holds", () => {
    const session = {
      expires: "2030-01-01T00:00:00.000Z",
      user: { email: "jane@example.com", firstName: "Jane", lastName: "Doe", extra: "x" },
    };
    expect(applicantOf(session)).toEqual({ email: "jane@example.com", firstName: "Jane", lastName: "Doe" });
  });

  it("names nobody for an empty session, a session without an e-mail, or no session", () => {
    expect(applicantOf({})).toBeNull();
    expect(applicantOf({ expires: "x", user: { firstName: "Jane" } })).toBeNull();
    expect(applicantOf(null)).toBeNull();
    expect(applicantOf(undefined)).toBeNull();
  });
});
