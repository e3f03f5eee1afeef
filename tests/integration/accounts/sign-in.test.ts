import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signInInput } from "@/domain/accounts/account-inputs";
import type { Connection } from "@/server/db/client";
import { applicants, auditEvents } from "@/server/db/schema";
import { requestSignInCode } from "@/server/services/accounts/request-sign-in-code";
import { SIGN_IN_MESSAGES } from "@/server/services/accounts/sign-in-messages";
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

/** As next-auth's authorize hands it over: the raw form, read with the form's own schema. */
const signIn = (fields: Record<string, string>, from = caller) =>
  verifyApplicantSignIn(kit.deps, signInInput.parse(fields), from);
const signedInAnn = {
  ok: true,
  applicant: { id: expect.any(String), email: "ann@mail.test", firstName: "Ann", lastName: "Lee" },
};

describe("signing in with a password (spec §3 login payload)", () => {
  it("answers the applicant, records the time and audits the sign-in", async () => {
    minutes(5);
    await expect(signIn({ email: "ANN@mail.test", password })).resolves.toEqual(signedInAnn);
    const [row] = await connection.db.select().from(applicants);
    expect(row?.lastSignInAt).toEqual(new Date("2030-03-04T09:05:00Z"));
    const [event] = await connection.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "applicant.signedIn"));
    expect(event).toMatchObject({
      actor: `applicant:${annId}`,
      subject: `applicant:${annId}`,
      details: { method: "password" },
      address: caller.address,
    });
  });

  it("refuses a wrong password, and an unknown e-mail with the very same sentence", async () => {
    await expect(signIn({ email: "ann@mail.test", password: "not my password" })).resolves.toEqual({
      ok: false,
      message: SIGN_IN_MESSAGES.wrongPassword,
    });
    await expect(signIn({ email: "nobody@mail.test", password })).resolves.toEqual({
      ok: false,
      message: SIGN_IN_MESSAGES.wrongPassword,
    });
    expect(SIGN_IN_MESSAGES.wrongPassword).toBe(
      "That e-mail address and password do not match. Try again, or sign in with a code we e-mail you.",
    );
  });

  it("refuses any password for an account that signs in with codes only", async () => {
    await connection.db.update(applicants).set({ passwordHash: null });
    await expect(signIn({ email: "ann@mail.test", password })).resolves.toEqual({
      ok: false,
      message: SIGN_IN_MESSAGES.wrongPassword,
    });
  });

  it("re-hashes a password stored with weaker settings after a good sign-in", async () => {
    const weak = await hash(password, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await connection.db.update(applicants).set({ passwordHash: weak });
    await expect(signIn({ email: "ann@mail.test", password })).resolves.toEqual(signedInAnn);
    const [row] = await connection.db.select().from(applicants);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(signIn({ email: "ann@mail.test", password })).resolves.toEqual(signedInAnn);
  });
});

describe("lockout (decision 011)", () => {
  it("locks the e-mail and address for 15 minutes after 10 failures in a row, then lets the right password in", async () => {
    for (let i = 0; i < 9; i++) {
      await expect(signIn({ email: "ann@mail.test", password: "wrong password" })).resolves.toEqual({
        ok: false,
        message: SIGN_IN_MESSAGES.wrongPassword,
      });
    }
    const locked = { ok: false, message: "Too many attempts. Try again in 15 minutes." };
    await expect(signIn({ email: "ann@mail.test", password: "wrong password" })).resolves.toEqual(locked);
    await expect(signIn({ email: "ann@mail.test", password })).resolves.toEqual(locked);
    // Another address is not locked out by someone else's guessing.
    await expect(signIn({ email: "ann@mail.test", password }, { address: "198.51.100.9" })).resolves.toEqual(
      signedInAnn,
    );
    minutes(10);
    await expect(signIn({ email: "ann@mail.test", password })).resolves.toEqual({
      ok: false,
      message: "Too many attempts. Try again in 5 minutes.",
    });
    minutes(5);
    await expect(signIn({ email: "ann@mail.test", password })).resolves.toEqual(signedInAnn);
  });

  it("counts wrong codes as failures too, and a good sign-in starts the count again", async () => {
    for (let i = 0; i < 9; i++) await signIn({ email: "ann@mail.test", password: "wrong password" });
    await expect(signIn({ email: "ann@mail.test", password })).resolves.toEqual(signedInAnn);
    for (let i = 0; i < 9; i++) await signIn({ email: "ann@mail.test", token: "123456" });
    await expect(signIn({ email: "ann@mail.test", password: "wrong password" })).resolves.toEqual({
      ok: false,
      message: "Too many attempts. Try again in 15 minutes.",
    });
  });
});

describe("signing in with a one-time code (spec §9)", () => {
  it("mails a code to the applicant, which signs in once", async () => {
    await expect(requestSignInCode(kit.deps, { email: "ann@mail.test" }, caller)).resolves.toEqual({
      ok: true,
    });
    expect(kit.mail).toHaveLength(1);
    const code = mailedCode(kit.mail, "ann@mail.test");
    expect(kit.mail[0]?.subject).toBe(`${code} is your Keystone sign-in code`);
    await expect(signIn({ email: "ann@mail.test", token: code })).resolves.toEqual(signedInAnn);
    const [event] = await connection.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "applicant.signedIn"));
    expect(event?.details).toEqual({ method: "code" });
    await expect(signIn({ email: "ann@mail.test", token: code })).resolves.toEqual({
      ok: false,
      message: "That code has already been used. Ask for a new one.",
    });
  });

  it("refuses a code after 10 minutes", async () => {
    await requestSignInCode(kit.deps, { email: "ann@mail.test" }, caller);
    minutes(10);
    await expect(
      signIn({ email: "ann@mail.test", token: mailedCode(kit.mail, "ann@mail.test") }),
    ).resolves.toEqual({
      ok: false,
      message: "That code has expired. Ask for a new one.",
    });
  });

  it("voids the code after five wrong tries, even for the right code after that", async () => {
    await requestSignInCode(kit.deps, { email: "ann@mail.test" }, caller);
    const code = mailedCode(kit.mail, "ann@mail.test");
    for (let i = 0; i < 4; i++) {
      await expect(signIn({ email: "ann@mail.test", token: otherCode(code) })).resolves.toEqual({
        ok: false,
        message: SIGN_IN_MESSAGES.code.wrong,
      });
    }
    const voided = { ok: false, message: SIGN_IN_MESSAGES.code.tooManyTries };
    await expect(signIn({ email: "ann@mail.test", token: otherCode(code) })).resolves.toEqual(voided);
    await expect(signIn({ email: "ann@mail.test", token: code })).resolves.toEqual(voided);
  });

  it("answers an unknown e-mail exactly as a known one, and mails it nothing", async () => {
    const known = await requestSignInCode(kit.deps, { email: "ann@mail.test" }, caller);
    const unknown = await requestSignInCode(kit.deps, { email: "nobody@mail.test" }, caller);
    expect(unknown).toEqual(known);
    expect(kit.mail.map((m) => m.to)).toEqual(["ann@mail.test"]);
    // A code was issued for the unknown e-mail too, so its tries run out the same way.
    const code = mailedCode(kit.mail, "ann@mail.test");
    for (const email of ["ann@mail.test", "nobody@mail.test"]) {
      for (let i = 0; i < 4; i++) {
        await expect(signIn({ email, token: otherCode(code) })).resolves.toEqual({
          ok: false,
          message: SIGN_IN_MESSAGES.code.wrong,
        });
      }
      await expect(signIn({ email, token: otherCode(code) })).resolves.toEqual({
        ok: false,
        message: SIGN_IN_MESSAGES.code.tooManyTries,
      });
    }
  });

  it("sends at most 5 codes to one e-mail an hour, known or not", async () => {
    for (const email of ["ann@mail.test", "nobody@mail.test"]) {
      for (let i = 0; i < 5; i++) {
        await expect(requestSignInCode(kit.deps, { email }, caller)).resolves.toEqual({ ok: true });
      }
      await expect(requestSignInCode(kit.deps, { email }, caller)).resolves.toEqual({
        ok: false,
        message: "You have asked for too many codes. Try again in 60 minutes.",
      });
    }
    expect(kit.mail).toHaveLength(5);
    minutes(60);
    await expect(requestSignInCode(kit.deps, { email: "ann@mail.test" }, caller)).resolves.toEqual({
      ok: true,
    });
  });

  it("reports a mail that could not go out, and still answers as always", async () => {
    kit.deps.mail = {
      send: async () => {
        throw new Error("SMTP down");
      },
    };
    await expect(requestSignInCode(kit.deps, { email: "ann@mail.test" }, caller)).resolves.toEqual({
      ok: true,
    });
    await vi.waitFor(() => expect(kit.errors).toEqual(["signIn code mail not sent"]));
    kit.errors.length = 0;
  });
});
