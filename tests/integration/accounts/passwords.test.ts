import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { changePasswordInput, resetPasswordInput } from "@/domain/accounts/account-inputs";
import type { Connection } from "@/server/db/client";
import { auditEvents } from "@/server/db/schema";
import { changePassword } from "@/server/services/accounts/change-password";
import { requestPasswordResetCode } from "@/server/services/accounts/request-password-reset-code";
import { resetPassword } from "@/server/services/accounts/reset-password";
import { SIGN_IN_MESSAGES } from "@/server/services/accounts/sign-in-messages";
import { signUpApplicant } from "@/server/services/accounts/sign-up-applicant";
import { verifyApplicantSignIn } from "@/server/services/accounts/verify-applicant-sign-in";
import {
  type AccountServicesKit,
  ANN,
  accountServicesKit,
  mailedCode,
  minutes,
  otherCode,
  signUpAnn,
  TEST_CALLER,
} from "../support/account-services";
import { freshDatabase } from "../support/test-database";

let connection: Connection;
let kit: AccountServicesKit;
let annId: string;

const caller = TEST_CALLER;
const password = ANN.password;
const newPassword = "violet anchor meadow drum";

beforeAll(async () => {
  connection = await freshDatabase();
});
afterAll(() => connection.close());
beforeEach(async () => {
  kit = await accountServicesKit(connection);
  annId = await signUpAnn(kit);
});
afterEach(() => {
  expect(kit.errors).toEqual([]);
  vi.useRealTimers();
});

const signsIn = async (pw: string) =>
  (await verifyApplicantSignIn(kit.deps, { email: "ann@mail.test", password: pw, token: undefined }, caller))
    .ok;
const reset = (fields: Record<string, string>) =>
  resetPassword(kit.deps, resetPasswordInput.parse({ email: "ann@mail.test", ...fields }), caller);
const sessionState = async (id: string) => {
  const check = await kit.deps.sessions.check("applicant", id);
  return check.valid ? "valid" : check.reason;
};

describe("forgot password, by code", () => {
  it("mails a reset code to the applicant, and to an unknown e-mail nothing, answering the same", async () => {
    const known = await requestPasswordResetCode(kit.deps, { email: "ann@mail.test" }, caller);
    const unknown = await requestPasswordResetCode(kit.deps, { email: "nobody@mail.test" }, caller);
    expect(known).toEqual({ ok: true });
    expect(unknown).toEqual(known);
    expect(kit.mail.map((m) => [m.to, m.subject.replace(/^\d{6}/, "CODE")])).toEqual([
      ["ann@mail.test", "CODE is your Keystone password reset code"],
    ]);
  });

  it("sets the new password and ends every session of the applicant", async () => {
    const phone = await kit.deps.sessions.create({ realm: "applicant", userId: annId });
    const laptop = await kit.deps.sessions.create({ realm: "applicant", userId: annId });
    await requestPasswordResetCode(kit.deps, { email: "ann@mail.test" }, caller);
    await expect(reset({ token: mailedCode(kit.mail, "ann@mail.test"), newPassword })).resolves.toEqual({
      ok: true,
    });
    expect(await sessionState(phone.id)).toBe("ended");
    expect(await sessionState(laptop.id)).toBe("ended");
    expect(await signsIn(password)).toBe(false);
    expect(await signsIn(newPassword)).toBe(true);
    const [event] = await connection.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "applicant.passwordReset"));
    expect(event).toMatchObject({ subject: `applicant:${annId}`, details: { sessionsEnded: 2 } });
  });

  it("refuses a common new password without spending the code", async () => {
    await requestPasswordResetCode(kit.deps, { email: "ann@mail.test" }, caller);
    const token = mailedCode(kit.mail, "ann@mail.test");
    await expect(reset({ token, newPassword: "iloveyou" })).resolves.toMatchObject({
      ok: false,
      field: "newPassword",
      message: expect.stringContaining("most common"),
    });
    await expect(reset({ token, newPassword })).resolves.toEqual({ ok: true });
  });

  it("refuses a wrong, a used and an expired code, and a sign-in code, with plain sentences", async () => {
    await requestPasswordResetCode(kit.deps, { email: "ann@mail.test" }, caller);
    const token = mailedCode(kit.mail, "ann@mail.test");
    await expect(reset({ token: otherCode(token), newPassword })).resolves.toEqual({
      ok: false,
      field: "token",
      message: SIGN_IN_MESSAGES.code.wrong,
    });
    await expect(reset({ token, newPassword })).resolves.toEqual({ ok: true });
    await expect(reset({ token, newPassword: "another fine passphrase" })).resolves.toEqual({
      ok: false,
      field: "token",
      message: "That code has already been used. Ask for a new one.",
    });
    await requestPasswordResetCode(kit.deps, { email: "ann@mail.test" }, caller);
    minutes(11);
    await expect(reset({ token: mailedCode(kit.mail, "ann@mail.test"), newPassword })).resolves.toEqual({
      ok: false,
      field: "token",
      message: "That code has expired. Ask for a new one.",
    });
    expect(await signsIn(newPassword)).toBe(true);
  });

  it("gives an unknown e-mail the same answers as a known one", async () => {
    const answers = [];
    for (const email of ["ann@mail.test", "nobody@mail.test"]) {
      await requestPasswordResetCode(kit.deps, { email }, caller);
      answers.push(await resetPassword(kit.deps, { email, token: "123456", newPassword }, caller));
    }
    const code = mailedCode(kit.mail, "ann@mail.test");
    // Unless the mailed code happened to be 123456, both are refused alike.
    if (code !== "123456") expect(answers[0]).toEqual(answers[1]);
    expect(answers[1]).toEqual({ ok: false, field: "token", message: SIGN_IN_MESSAGES.code.wrong });
  });
});

describe("changing the password when signed in", () => {
  const change = (fields: Record<string, string>, sessionId: string) =>
    changePassword(kit.deps, annId, changePasswordInput.parse(fields), { ...caller, sessionId });

  it("keeps the session it is made from and ends the others", async () => {
    const here = await kit.deps.sessions.create({ realm: "applicant", userId: annId });
    const elsewhere = await kit.deps.sessions.create({ realm: "applicant", userId: annId });
    await expect(change({ currentPassword: password, newPassword }, here.id)).resolves.toEqual({
      ok: true,
      otherSessionsEnded: 1,
    });
    expect(await sessionState(here.id)).toBe("valid");
    expect(await sessionState(elsewhere.id)).toBe("ended");
    expect(await signsIn(newPassword)).toBe(true);
    const [event] = await connection.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "applicant.passwordChanged"));
    expect(event).toMatchObject({ actor: `applicant:${annId}`, details: { otherSessionsEnded: 1 } });
  });

  it("refuses a wrong current password, counting it as a failed sign-in", async () => {
    const here = await kit.deps.sessions.create({ realm: "applicant", userId: annId });
    for (let i = 0; i < 9; i++) {
      await expect(change({ currentPassword: "not it at all", newPassword }, here.id)).resolves.toEqual({
        ok: false,
        field: "currentPassword",
        message: SIGN_IN_MESSAGES.wrongCurrentPassword,
      });
    }
    await expect(change({ currentPassword: "not it at all", newPassword }, here.id)).resolves.toEqual({
      ok: false,
      field: "currentPassword",
      message: "Too many attempts. Try again in 15 minutes.",
    });
    expect(await signsIn(password)).toBe(false); // locked, from this address
    minutes(15);
    expect(await signsIn(password)).toBe(true);
  });

  it("refuses a common new password and keeps the old one", async () => {
    const here = await kit.deps.sessions.create({ realm: "applicant", userId: annId });
    await expect(
      change({ currentPassword: password, newPassword: "Password1" }, here.id),
    ).resolves.toMatchObject({
      ok: false,
      field: "newPassword",
    });
    expect(await signsIn(password)).toBe(true);
  });

  it("sends an account without a password to the reset by code", async () => {
    const codeOnly = await signUpApplicant(
      kit.deps,
      { email: "bob@mail.test", firstName: "Bob", lastName: "Ray", phone: "3025550143", password: undefined },
      caller,
    );
    const bobId = codeOnly.outcome === "created" ? codeOnly.applicantId : "";
    const answer = await changePassword(
      kit.deps,
      bobId,
      { currentPassword: "anything at all", newPassword },
      { ...caller, sessionId: "x" },
    );
    expect(answer).toEqual({ ok: false, field: "currentPassword", message: SIGN_IN_MESSAGES.noPasswordYet });
  });
});
