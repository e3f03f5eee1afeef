import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  changePasswordInput,
  requestCodeInput,
  resetPasswordInput,
  signInInput,
  signUpInput,
} from "./account-inputs";

/** What a person reads for each refused field ("" for the form as a whole). */
function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

const signUp = {
  email: " Ann@Mail.TEST ",
  firstName: "Ann",
  lastName: "O’Neil",
  phone: "(302) 555-0142",
  password: "correct horse battery",
};

describe("sign-up form (spec §3, §5)", () => {
  it("reads the payload as the server keeps it: e-mail lower-cased, phone as 10 digits", () => {
    expect(signUpInput.parse(signUp)).toEqual({
      email: "ann@mail.test",
      firstName: "Ann",
      lastName: "O’Neil",
      phone: "3025550142",
      password: "correct horse battery",
    });
  });

  it("lets the password be left out: the account then signs in with codes (spec §3)", () => {
    expect(signUpInput.parse({ ...signUp, password: "" }).password).toBeUndefined();
    expect(signUpInput.parse({ ...signUp, password: undefined }).password).toBeUndefined();
  });

  it("asks for each missing field by name, in plain words", () => {
    expect(messages(signUpInput.safeParse({}))).toEqual({
      email: "Enter your e-mail address",
      firstName: "Enter your first name",
      lastName: "Enter your last name",
      phone: "Enter your phone number",
    });
  });

  it("says what is wrong with a field that is there (spec §5)", () => {
    expect(messages(signUpInput.safeParse({ ...signUp, email: "ann@", password: "short" }))).toEqual({
      email: "Enter your e-mail address like name@example.com",
      password: "Use at least 8 characters for your password",
    });
  });
});

describe("sign-in form (spec §3 login payload, §5)", () => {
  it("takes the e-mail with a password, or with a code as typed", () => {
    expect(signInInput.parse({ email: "Ann@mail.test", password: "correct horse", token: "" })).toEqual({
      email: "ann@mail.test",
      password: "correct horse",
      token: undefined,
    });
    expect(signInInput.parse({ email: "ann@mail.test", password: "", token: "123 456" })).toEqual({
      email: "ann@mail.test",
      password: undefined,
      token: "123456",
    });
  });

  it("ignores next-auth's own fields (csrfToken, callbackUrl, json)", () => {
    const input = { email: "ann@mail.test", token: "123456", csrfToken: "x", callbackUrl: "/", json: "true" };
    expect(signInInput.parse(input)).toEqual({
      email: "ann@mail.test",
      password: undefined,
      token: "123456",
    });
  });

  it("wants exactly one of password and code", () => {
    expect(messages(signInInput.safeParse({ email: "ann@mail.test" }))).toEqual({
      "": "Enter your password, or the code we e-mailed you",
    });
    expect(
      messages(signInInput.safeParse({ email: "ann@mail.test", password: "correct horse", token: "123456" })),
    ).toEqual({ "": "Enter your password or a code, not both" });
  });

  it("refuses a malformed e-mail, a short password and a code that is not 6 digits (spec §5, §9)", () => {
    expect(messages(signInInput.safeParse({ email: "ann", password: "short" }))).toEqual({
      email: "Enter your e-mail address like name@example.com",
      password: "Use at least 8 characters for your password",
    });
    expect(messages(signInInput.safeParse({ email: "ann@mail.test", token: "12345" }))).toEqual({
      token: "Enter the 6 digits of the code we e-mailed you, like 123456",
    });
  });
});

describe("code request and password reset forms", () => {
  it("asks for the e-mail to send a code to", () => {
    expect(requestCodeInput.parse({ email: "ANN@mail.test" })).toEqual({ email: "ann@mail.test" });
    expect(messages(requestCodeInput.safeParse({ email: "" }))).toEqual({
      email: "Enter your e-mail address",
    });
  });

  it("wants the code and a new password to reset", () => {
    expect(
      resetPasswordInput.parse({ email: "ann@mail.test", token: "654 321", newPassword: "a new long one" }),
    ).toEqual({ email: "ann@mail.test", token: "654321", newPassword: "a new long one" });
    expect(messages(resetPasswordInput.safeParse({ email: "ann@mail.test", newPassword: "" }))).toEqual({
      token: "Enter the 6-digit code we e-mailed you",
      newPassword: "Enter a new password",
    });
  });
});

describe("change-password form", () => {
  it("wants the current password and a new one of at least 8 characters", () => {
    expect(messages(changePasswordInput.safeParse({ newPassword: "short" }))).toEqual({
      currentPassword: "Enter your current password",
      newPassword: "Use at least 8 characters for your password",
    });
  });

  it("refuses a new password equal to the current one", () => {
    const same = { currentPassword: "correct horse", newPassword: "correct horse" };
    expect(messages(changePasswordInput.safeParse(same))).toEqual({
      newPassword: "Choose a new password different from your current one",
    });
  });
});
