import { describe, expect, it } from "vitest";
import {
  REFERRAL_FOR_SOMEONE_ELSE,
  REFERRAL_TOO_LATE,
  type ReferredDraft,
  referralReachRefusal,
  referrerConsentText,
} from "./referral-reach";

const draft = (change: Partial<ReferredDraft> = {}): ReferredDraft => ({
  creditPulled: false,
  declined: false,
  status: "mcr",
  emails: ["rita.moss@mail.test"],
  referralEmail: "Rita.Moss@mail.test",
  ...change,
});

describe("a partner's referral reaches only the new draft it made (decision 070)", () => {
  it("may reach the draft before the credit step whose e-mail is the referral's, in any case", () => {
    expect(referralReachRefusal(draft())).toBeNull();
    expect(referralReachRefusal(draft({ status: "mortgageEstimate" }))).toBeNull();
  });

  it("never reaches a draft whose e-mail, or whose signed-in account's, is another address", () => {
    expect(referralReachRefusal(draft({ emails: ["someone@else.test"] }))).toBe(REFERRAL_FOR_SOMEONE_ELSE);
    expect(referralReachRefusal(draft({ emails: ["rita.moss@mail.test", "ann@mail.test"] }))).toBe(
      REFERRAL_FOR_SOMEONE_ELSE,
    );
    expect(referralReachRefusal(draft({ emails: [undefined, null] }))).toBe(REFERRAL_FOR_SOMEONE_ELSE);
  });

  it("never reaches an application at or past the credit step, pulled or declined", () => {
    expect(referralReachRefusal(draft({ status: "creditScore" }))).toBe(REFERRAL_TOO_LATE);
    expect(referralReachRefusal(draft({ status: "applicationSubmitted" }))).toBe(REFERRAL_TOO_LATE);
    expect(referralReachRefusal(draft({ creditPulled: true }))).toBe(REFERRAL_TOO_LATE);
    expect(referralReachRefusal(draft({ declined: true }))).toBe(REFERRAL_TOO_LATE);
  });

  it("names the organisation in the words the applicant agrees to", () => {
    expect(referrerConsentText("Acme Credit Union")).toMatch(/^I agree that Acme Credit Union, who sent me/);
  });
});
