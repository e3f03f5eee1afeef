import { describe, expect, it } from "vitest";
import {
  FINISH_THE_OTHER_APPLICATION_FIRST,
  INVITATION_FOR_ANOTHER_ADDRESS,
  invitationRefusal,
  invitationTokenInput,
  invitingApplication,
} from "./coborrower-invitation";

describe("a coborrower invitation (decision 068)", () => {
  it("is accepted by the account of the address it went to, whatever the case", () => {
    expect(
      invitationRefusal({
        invitedEmail: "Sam@Mail.test",
        callerEmail: "sam@mail.test",
        unfinishedElsewhere: false,
      }),
    ).toBeNull();
  });

  it("is refused to an account of another address", () => {
    expect(
      invitationRefusal({
        invitedEmail: "sam@mail.test",
        callerEmail: "hal@mail.test",
        unfinishedElsewhere: false,
      }),
    ).toBe(INVITATION_FOR_ANOTHER_ADDRESS);
  });

  it("waits while the person still has steps as coborrower on another application", () => {
    expect(
      invitationRefusal({
        invitedEmail: "sam@mail.test",
        callerEmail: "sam@mail.test",
        unfinishedElsewhere: true,
      }),
    ).toBe(FINISH_THE_OTHER_APPLICATION_FIRST);
  });

  it("names the borrower in full and the home", () => {
    expect(
      invitingApplication({
        borrower: { firstName: "Pat", lastName: "Lee" },
        address: { line1: "12 Oak Street", city: "Wilmington", state: "DE", zip: "19801" },
      }),
    ).toEqual({ borrowerName: "Pat Lee", propertyAddress: "12 Oak Street, Wilmington, DE 19801" });
  });

  it("takes only a whole token from the link", () => {
    expect(invitationTokenInput.safeParse({ token: "a".repeat(43) }).success).toBe(true);
    expect(invitationTokenInput.safeParse({ token: "a".repeat(20) }).success).toBe(false);
    expect(invitationTokenInput.safeParse({ token: `${"a".repeat(42)}=` }).success).toBe(false);
  });
});
