import { describe, expect, it } from "vitest";
import type { Connection } from "@/server/db/client";
import { sessions } from "@/server/db/schema";
import { SIGN_IN_MESSAGES } from "@/server/services/accounts/sign-in-messages";
import { type Browser, CALLBACK_URL } from "../support/auth-client";
import { APPLICANT_PASSWORD, type AuthWorld, freshAuthWorldForEachTest } from "./auth-world";

let connection: Connection;
let world: AuthWorld;
let ann: Browser;

const EMAIL = "ann@mail.test";
const LOCKED = "Too many attempts. Try again in 15 minutes.";
const otherCode = (code: string) => (code === "123456" ? "654321" : "123456");

freshAuthWorldForEachTest(async (fresh, database) => {
  connection = database;
  world = fresh;
  ann = world.browser();
});

/** Ann has an account and no session: signed up, then signed out. */
async function annSignedUp() {
  await world.signedUpApplicant(ann, EMAIL);
  await ann.signOut("applicant");
  world.mail.length = 0;
}

async function expectNoSession(b: Browser) {
  expect(b.sessionCookie("applicant")).toBeUndefined();
  expect(await b.session("applicant")).toEqual({});
}

/** `POST {auth}/signin/email`: next-auth's email provider, which mails our code. */
const requestCode = (b: Browser, email = EMAIL) => b.form("applicant", "/signin/email", { email });

describe("sign-up, then the mailed code, makes a session (spec §3, §9)", () => {
  it("signs the new applicant in through {auth}/callback/credentials with { email, token }", async () => {
    await ann.trpc.identity.signUp.mutate({
      email: EMAIL,
      firstName: "Ann",
      lastName: "Lee",
      phone: "3025550142",
      password: APPLICANT_PASSWORD,
    });
    expect(world.mail.map((m) => m.to)).toEqual([EMAIL]);
    const code = world.mailedCode(EMAIL);
    expect(Number(code)).toBeGreaterThanOrEqual(100000);
    await expectNoSession(ann);

    const answer = await ann.signIn("applicant", { email: EMAIL, token: code });
    expect(answer).toMatchObject({ status: 200, url: CALLBACK_URL.applicant, error: null });
    expect(await ann.session("applicant")).toEqual({
      user: { email: EMAIL, firstName: "Ann", lastName: "Lee" },
      expires: expect.any(String),
    });
    await expect(ann.trpc.identity.me.query()).resolves.toEqual({
      email: EMAIL,
      firstName: "Ann",
      lastName: "Lee",
    });
    const rows = await connection.db.select().from(sessions);
    expect(rows).toEqual([expect.objectContaining({ realm: "applicant", endedAt: null })]);
  });

  it("signs in with the password, and a new sign-in gets a new session id", async () => {
    await annSignedUp();
    await ann.signIn("applicant", { email: EMAIL, password: APPLICANT_PASSWORD });
    const first = ann.sessionCookie("applicant");
    await ann.signOut("applicant");
    await ann.signIn("applicant", { email: EMAIL, password: APPLICANT_PASSWORD });
    expect(ann.sessionCookie("applicant")).not.toBe(first);
    const rows = await connection.db.select().from(sessions);
    expect(rows.filter((r) => r.endedAt === null)).toHaveLength(1);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it("answers a taken e-mail at sign-up exactly as a new one, mails the owner and signs nobody in", async () => {
    await annSignedUp();
    const eve = world.browser();
    await expect(
      eve.trpc.identity.signUp.mutate({
        email: EMAIL,
        firstName: "Eve",
        lastName: "Lee",
        phone: "3025550143",
        password: "another long passphrase",
      }),
    ).resolves.toEqual({ next: "enterCode" });
    expect(world.mail).toHaveLength(1);
    expect(world.mail[0]?.subject).not.toMatch(/^\d{6}/);
    await expectNoSession(eve);
  });
});

describe("refused sign-ins (decision 011)", () => {
  it("refuses a wrong password, and an unknown e-mail with the same sentence; no session", async () => {
    await annSignedUp();
    const wrong = await ann.signIn("applicant", { email: EMAIL, password: "not my password" });
    const unknown = await ann.signIn("applicant", {
      email: "nobody@mail.test",
      password: APPLICANT_PASSWORD,
    });
    expect(wrong.error).toBe(SIGN_IN_MESSAGES.wrongPassword);
    expect(unknown.error).toBe(wrong.error);
    expect(unknown.url).toBe(wrong.url);
    expect(wrong.url).toMatch(/^http:\/\/localhost\/api\/authApplicant\/error\?error=/);
    await expectNoSession(ann);
    const open = (await connection.db.select().from(sessions)).filter((row) => row.endedAt === null);
    expect(open).toEqual([]);
  });

  it("refuses a form without a password or code with the form's own sentence", async () => {
    const answer = await ann.signIn("applicant", { email: EMAIL });
    expect(answer.error).toBe("Enter your password, or the code we e-mailed you");
  });

  it("refuses a code after 10 minutes", async () => {
    await annSignedUp();
    expect(await requestCode(ann)).toMatchObject({ status: 200, error: null });
    const code = world.mailedCode(EMAIL);
    world.minutes(10);
    const answer = await ann.signIn("applicant", { email: EMAIL, token: code });
    expect(answer.error).toBe(SIGN_IN_MESSAGES.code.expired);
    await expectNoSession(ann);
  });

  it("accepts a code once: used again (after signing out) it is refused", async () => {
    await annSignedUp();
    await requestCode(ann);
    const code = world.mailedCode(EMAIL);
    expect((await ann.signIn("applicant", { email: EMAIL, token: code })).error).toBeNull();
    await ann.signOut("applicant");
    const again = await ann.signIn("applicant", { email: EMAIL, token: code });
    expect(again.error).toBe(SIGN_IN_MESSAGES.code.used);
    await expectNoSession(ann);
  });

  it("voids a code after five wrong tries, so the right one fails after them", async () => {
    await annSignedUp();
    await requestCode(ann);
    const code = world.mailedCode(EMAIL);
    const errors: (string | null | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      errors.push((await ann.signIn("applicant", { email: EMAIL, token: otherCode(code) })).error);
    }
    expect(errors).toEqual([
      ...Array(4).fill(SIGN_IN_MESSAGES.code.wrong),
      SIGN_IN_MESSAGES.code.tooManyTries,
    ]);
    expect((await ann.signIn("applicant", { email: EMAIL, token: code })).error).toBe(
      SIGN_IN_MESSAGES.code.tooManyTries,
    );
    await expectNoSession(ann);
  });
});

describe("lockout: 10 failures in a row for one e-mail and address, for 15 minutes (decision 011)", () => {
  it("locks the pair at the tenth failure, keeps the right password out, and lets it in after 15 minutes", async () => {
    await annSignedUp();
    const errors: (string | null | undefined)[] = [];
    for (let i = 0; i < 10; i++) {
      errors.push((await ann.signIn("applicant", { email: EMAIL, password: "wrong password" })).error);
    }
    expect(errors.slice(0, 9)).toEqual(Array(9).fill(SIGN_IN_MESSAGES.wrongPassword));
    expect(errors[9]).toBe(LOCKED);

    expect((await ann.signIn("applicant", { email: EMAIL, password: APPLICANT_PASSWORD })).error).toBe(
      LOCKED,
    );
    await expectNoSession(ann);
    // Someone else's guessing from another address does not lock Ann out.
    const elsewhere = world.browser();
    expect(
      (await elsewhere.signIn("applicant", { email: EMAIL, password: APPLICANT_PASSWORD })).error,
    ).toBeNull();

    world.minutes(14);
    expect((await ann.signIn("applicant", { email: EMAIL, password: APPLICANT_PASSWORD })).error).toBe(
      "Too many attempts. Try again in 1 minute.",
    );
    world.minutes(1);
    expect((await ann.signIn("applicant", { email: EMAIL, password: APPLICANT_PASSWORD })).error).toBeNull();
    expect(await ann.session("applicant")).toMatchObject({ user: { email: EMAIL } });
  });

  it("counts wrong codes and unknown-e-mail guesses like wrong passwords", async () => {
    await annSignedUp();
    for (let i = 0; i < 9; i++) await ann.signIn("applicant", { email: EMAIL, token: "123456" });
    expect((await ann.signIn("applicant", { email: EMAIL, password: "wrong password" })).error).toBe(LOCKED);
    for (let i = 0; i < 9; i++) {
      await ann.signIn("applicant", { email: "nobody@mail.test", password: "wrong password" });
    }
    expect(
      (await ann.signIn("applicant", { email: "nobody@mail.test", password: "wrong password" })).error,
    ).toBe(LOCKED);
  });
});

describe("POST {auth}/signin/email mails a code (spec §7)", () => {
  it("mails a code that signs in, and answers next-auth's verify-request page", async () => {
    await annSignedUp();
    const answer = await requestCode(ann);
    expect(answer.status).toBe(200);
    expect(answer.url).toBe("http://localhost/api/authApplicant/verify-request?provider=email&type=email");
    // Which sends the browser on to the sign-in page's "code sent" state.
    const page = await ann.auth("applicant", "/verify-request?provider=email&type=email");
    expect(page.headers.get("location")).toBe("/app/login?code=sent");
    expect(world.mail.map((m) => [m.to, m.subject])).toEqual([
      [EMAIL, `${world.mailedCode(EMAIL)} is your Keystone sign-in code`],
    ]);
    expect(
      (await ann.signIn("applicant", { email: EMAIL, token: world.mailedCode(EMAIL) })).error,
    ).toBeNull();
  });

  it("answers an unknown e-mail the same, and mails it nothing", async () => {
    await annSignedUp();
    const known = await requestCode(ann);
    const unknown = await requestCode(world.browser(), "nobody@mail.test");
    expect(unknown.url).toBe(known.url);
    expect(world.mail.map((m) => m.to)).toEqual([EMAIL]);
  });

  it("answers the CodeRequestLimit redirect over 5 requests an hour, and mails no more", async () => {
    await annSignedUp();
    // The code sign-up mailed was the first of the hour's five.
    for (let i = 0; i < 4; i++) expect((await requestCode(ann)).error).toBeNull();
    expect(world.mail).toHaveLength(4);
    const sixth = await requestCode(world.browser());
    expect(sixth.url).toBe("http://localhost/app/login?error=CodeRequestLimit");
    expect(world.mail).toHaveLength(4);
    // The newest mailed code still signs in; an hour later codes can be asked for again.
    expect(
      (await ann.signIn("applicant", { email: EMAIL, token: world.mailedCode(EMAIL) })).error,
    ).toBeNull();
    world.minutes(60);
    expect((await requestCode(ann)).error).toBeNull();
    expect(world.mail).toHaveLength(5);
  });
});
