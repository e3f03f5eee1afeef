import { describe, expect, it } from "vitest";
import { SIGN_IN_ERRORS, signInErrorFromAddress, signInRefusal } from "./sign-in-errors";

const SPEC_AUTH_ERRORS = [
  "UnknownError",
  "OAuthCallbackError",
  "AccountNotLinkedError",
  "MissingAPIRoute",
  "MissingSecret",
  "MissingAuthorize",
  "MissingAdapter",
  "MissingAdapterMethods",
  "UnsupportedStrategy",
  "InvalidCallbackUrl",
];
const NEXT_AUTH_PAGE_CODES = [
  "SessionRequired",
  "CredentialsSignin",
  "EmailSignin",
  "Verification",
  "Default",
  "Configuration",
  "AccessDenied",
  "Signin",
  "Callback",
  "OAuthSignin",
  "OAuthCallback",
  "OAuthCreateAccount",
  "EmailCreateAccount",
  "OAuthAccountNotLinked",
];

describe("sign-in page errors (spec §8)", () => {
  it("has a sentence for every auth error the spec names, every next-auth page code and ours", () => {
    for (const code of [...SPEC_AUTH_ERRORS, ...NEXT_AUTH_PAGE_CODES, "CodeRequestLimit", "SessionExpired"]) {
      expect(SIGN_IN_ERRORS[code], code).toMatch(/^[A-Z].+[.!?]$/);
    }
  });

  it("asks to sign in when a page needed a session (SessionRequired), and explains a sign-out by the idle limit", () => {
    expect(signInErrorFromAddress("SessionRequired")).toBe("Please sign in to see that page.");
    expect(signInErrorFromAddress("SessionExpired")).toMatch(/15 minutes without activity/);
  });

  it("never shows text from the address: an unknown code reads as the default sentence", () => {
    expect(signInErrorFromAddress("Your account is locked, call 555-0199 now.")).toBe(SIGN_IN_ERRORS.Default);
    expect(signInErrorFromAddress("<script>")).toBe(SIGN_IN_ERRORS.Default);
    expect(signInErrorFromAddress("toString")).toBe(SIGN_IN_ERRORS.Default);
    expect(signInErrorFromAddress(undefined)).toBeNull();
  });

  it("shows the server's own refusal sentence from signIn, and a code's sentence for a code", () => {
    const sentence =
      "That e-mail address and password do not match. Try again, or sign in with a code we e-mail you.";
    expect(signInRefusal(sentence)).toBe(sentence);
    expect(signInRefusal("CodeRequestLimit")).toBe(SIGN_IN_ERRORS.CodeRequestLimit);
    expect(signInRefusal("SomethingOdd")).toBe(SIGN_IN_ERRORS.Default);
    expect(signInRefusal(null)).toBe(SIGN_IN_ERRORS.Default);
  });
});
