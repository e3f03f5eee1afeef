import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { issueSessionHandoff } from "@/server/auth/session-handoff";
import type { Connection } from "@/server/db/client";
import { sessions, staffUsers } from "@/server/db/schema";
import { type Browser, CALLBACK_URL, outcomeOf, secretOf, totpNow } from "../support/auth-client";
import { type AuthWorld, freshAuthWorldForEachTest, STAFF_PASSWORD, type Staff } from "./auth-world";

let connection: Connection;
let world: AuthWorld;

freshAuthWorldForEachTest(async (fresh, database) => {
  connection = database;
  world = fresh;
});

const START_AGAIN = "Your sign-in has timed out. Enter your e-mail and password again.";

async function expectNoPortalSession(b: Browser) {
  expect(b.sessionCookie("portal")).toBeUndefined();
  expect(await b.session("portal")).toEqual({});
  expect(await outcomeOf(b.trpc.portal.home.query())).toBe("UNAUTHORIZED");
}

describe("staff sign-in in two steps, through the real endpoints (docs/design.md §4)", () => {
  let org: Awaited<ReturnType<AuthWorld["organisation"]>>;
  beforeEach(async () => {
    org = await world.organisation("Acme Credit Union");
  });

  it("enrols at first sign-in: password, authenticator, recovery codes, hand-off, then portal.home", async () => {
    const officer = await world.staff(org.id, "loanOfficer", { enrolled: false });
    const b = world.browser();

    const password = await b.trpc.portalAuth.checkPassword.mutate({
      email: officer.email,
      password: STAFF_PASSWORD,
    });
    expect(password.next).toBe("enrol");
    // The ticket alone signs nobody in.
    await expectNoPortalSession(b);

    const enrolment = await b.trpc.portalAuth.startEnrolment.mutate({ ticket: password.ticket });
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.qrCodeSvg).toMatch(/<svg/);
    const secret = secretOf(enrolment.otpauthUri);
    expect(enrolment.secretGroups.replace(/ /g, "")).toBe(secret);

    const confirmed = await b.trpc.portalAuth.confirmEnrolment.mutate({
      ticket: password.ticket,
      code: await totpNow(secret),
    });
    expect(confirmed.recoveryCodes).toHaveLength(10);
    await expectNoPortalSession(b);

    const answer = await b.signIn("portal", { handoff: confirmed.handoff });
    expect(answer).toMatchObject({ status: 200, url: CALLBACK_URL.portal, error: null });
    expect(await b.session("portal")).toEqual({
      user: {
        email: officer.email,
        firstName: "Sam",
        lastName: "loanOfficer",
        role: "loanOfficer",
        organisationId: org.id,
      },
      expires: expect.any(String),
    });
    await expect(b.trpc.portal.home.query()).resolves.toMatchObject({
      user: { email: officer.email, role: "loanOfficer" },
      organisation: { id: org.id, name: "Acme Credit Union", kind: "partner" },
    });
    // The session the hand-off gave is the one enrolment started: one row, for this user.
    const rows = await connection.db.select().from(sessions);
    expect(rows).toEqual([expect.objectContaining({ realm: "portal", userId: officer.id, endedAt: null })]);

    // The next sign-in verifies a code from the same authenticator.
    await b.signOut("portal");
    officer.totpSecret = secret;
    await world.signedInStaff(b, officer);
    await expect(b.trpc.portal.home.query()).resolves.toBeDefined();
  });

  it("refuses a wrong or replayed authenticator code at {auth}/callback/credentials: no session", async () => {
    const officer = await world.staff(org.id, "loanOfficer");
    const b = world.browser();
    const secret = officer.totpSecret as string;
    const { ticket } = await b.trpc.portalAuth.checkPassword.mutate({
      email: officer.email,
      password: STAFF_PASSWORD,
    });
    const code = await totpNow(secret);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await b.signIn("portal", { ticket, code: wrong })).error).toMatch(/^That code is not right/);
    await expectNoPortalSession(b);

    expect((await b.signIn("portal", { ticket, code })).error).toBeNull();
    const thief = world.browser();
    expect((await thief.signIn("portal", { ticket, code })).error).toMatch(
      /^That code has been used already/,
    );
    await expectNoPortalSession(thief);
  });

  it("signs in with a recovery code once", async () => {
    const officer = await world.staff(org.id, "loanOfficer", { enrolled: false });
    const b = world.browser();
    await world.signedInStaff(b, officer);
    await b.signOut("portal");
    const recovery = officer.recoveryCodes?.[0] as string;

    const { ticket } = await b.trpc.portalAuth.checkPassword.mutate({
      email: officer.email,
      password: STAFF_PASSWORD,
    });
    expect((await b.signIn("portal", { ticket, code: recovery })).error).toBeNull();
    await expect(b.trpc.portal.home.query()).resolves.toBeDefined();
    await b.signOut("portal");
    const again = await b.trpc.portalAuth.checkPassword.mutate({
      email: officer.email,
      password: STAFF_PASSWORD,
    });
    expect((await b.signIn("portal", { ticket: again.ticket, code: recovery })).error).toMatch(/not right/);
    await expectNoPortalSession(b);
  });

  it("refuses a forged ticket, and a wrong password gets no ticket", async () => {
    const officer = await world.staff(org.id, "loanOfficer");
    const b = world.browser();
    expect(
      await outcomeOf(
        b.trpc.portalAuth.checkPassword.mutate({ email: officer.email, password: "not the password" }),
      ),
    ).toBe("UNAUTHORIZED");
    const { ticket } = await b.trpc.portalAuth.checkPassword.mutate({
      email: officer.email,
      password: STAFF_PASSWORD,
    });
    const forged = `${ticket.slice(0, -2)}${ticket.endsWith("AA") ? "BB" : "AA"}`;
    expect(
      (await b.signIn("portal", { ticket: forged, code: await totpNow(officer.totpSecret as string) })).error,
    ).toBe(START_AGAIN);
    await expectNoPortalSession(b);
  });
});

describe("staff lockout through the endpoints (decision 011)", () => {
  it("locks the e-mail and address after 10 wrong codes, the right code and password included, for 15 minutes", async () => {
    const org = await world.organisation("Acme Credit Union");
    const officer = await world.staff(org.id, "loanOfficer");
    const b = world.browser();
    const { ticket } = await b.trpc.portalAuth.checkPassword.mutate({
      email: officer.email,
      password: STAFF_PASSWORD,
    });
    const errors: (string | null | undefined)[] = [];
    for (let i = 0; i < 10; i++) errors.push((await b.signIn("portal", { ticket, code: "000000" })).error);
    expect(errors.slice(0, 9).every((e) => e?.startsWith("That code is not right"))).toBe(true);
    expect(errors[9]).toBe("Too many attempts. Try again in 15 minutes.");
    expect(
      (await b.signIn("portal", { ticket, code: await totpNow(officer.totpSecret as string) })).error,
    ).toBe("Too many attempts. Try again in 15 minutes.");
    expect(
      await outcomeOf(
        b.trpc.portalAuth.checkPassword.mutate({ email: officer.email, password: STAFF_PASSWORD }),
      ),
    ).toBe("TOO_MANY_REQUESTS");
    await expectNoPortalSession(b);
    world.minutes(15);
    await world.signedInStaff(b, officer);
    await expect(b.trpc.portal.home.query()).resolves.toBeDefined();
  });
});

describe("the enrolment hand-off (decision 015)", () => {
  let officer: Staff;
  let b: Browser;
  let handoff: string;

  beforeEach(async () => {
    const org = await world.organisation("Acme Credit Union");
    officer = await world.staff(org.id, "loanOfficer", { enrolled: false });
    b = world.browser();
    const p = await b.trpc.portalAuth.checkPassword.mutate({
      email: officer.email,
      password: STAFF_PASSWORD,
    });
    const e = await b.trpc.portalAuth.startEnrolment.mutate({ ticket: p.ticket });
    handoff = (
      await b.trpc.portalAuth.confirmEnrolment.mutate({
        ticket: p.ticket,
        code: await totpNow(secretOf(e.otpauthUri)),
      })
    ).handoff;
  });

  it("refuses a forged hand-off: altered, re-signed with another key, or naming another session", async () => {
    const [payload, signature] = handoff.split(".") as [string, string];
    const [session] = await connection.db.select().from(sessions);
    const forgeries = [
      `${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`,
      `${Buffer.from(JSON.stringify({ s: session?.id, x: Date.now() + 3_600_000 })).toString("base64url")}.${signature}`,
      issueSessionHandoff(Buffer.alloc(32, 7), session?.id as string, new Date()),
      "not-a-handoff",
    ];
    for (const forged of forgeries) {
      expect((await b.signIn("portal", { handoff: forged })).error).toBe(START_AGAIN);
      await expectNoPortalSession(b);
    }
  });

  it("refuses a hand-off after its 2 minutes", async () => {
    world.seconds(120);
    expect((await b.signIn("portal", { handoff })).error).toBe(START_AGAIN);
    await expectNoPortalSession(b);
  });

  it("refuses a hand-off whose session has ended, or whose user was switched off", async () => {
    await connection.db.update(sessions).set({ endedAt: new Date(), endedReason: "signedOut" });
    expect((await b.signIn("portal", { handoff })).error).toBe(START_AGAIN);
    await connection.db.update(sessions).set({ endedAt: null, endedReason: null });
    await connection.db
      .update(staffUsers)
      .set({ status: "deactivated" })
      .where(eq(staffUsers.id, officer.id));
    expect((await b.signIn("portal", { handoff })).error).toBe(START_AGAIN);
    await expectNoPortalSession(b);
  });

  it("is not a credential of the applicant realm", async () => {
    const answer = await b.signIn("applicant", { handoff });
    expect(answer.error).not.toBeNull();
    expect(b.sessionCookie("applicant")).toBeUndefined();
  });
});

describe("managing users through the API: roles, organisations, the last admin (docs/design.md §4)", () => {
  let orgA: Awaited<ReturnType<AuthWorld["organisation"]>>;
  let orgB: Awaited<ReturnType<AuthWorld["organisation"]>>;
  let adminA: Staff;
  let adminB: Staff;
  let viewerA: Staff;
  let officerB: Staff;

  beforeEach(async () => {
    orgA = await world.organisation("Acme Credit Union");
    orgB = await world.organisation("Birch Mortgage Brokers");
    adminA = await world.staff(orgA.id, "admin");
    viewerA = await world.staff(orgA.id, "viewer");
    adminB = await world.staff(orgB.id, "admin");
    officerB = await world.staff(orgB.id, "loanOfficer");
  });

  it("refuses a viewer every manage-users procedure, and answers its home", async () => {
    const b = world.browser();
    await world.signedInStaff(b, viewerA);
    await expect(b.trpc.portal.home.query()).resolves.toMatchObject({ user: { role: "viewer" } });
    const calls = [
      b.trpc.portal.users.query({ organisationId: orgA.id }),
      b.trpc.portal.inviteUser.mutate({ email: "x@broker.test", role: "viewer", organisationId: orgA.id }),
      b.trpc.portal.changeRole.mutate({ staffUserId: adminA.id, role: "viewer" }),
      b.trpc.portal.deactivateUser.mutate({ staffUserId: adminA.id }),
      b.trpc.portal.reactivateUser.mutate({ staffUserId: adminA.id }),
      b.trpc.portal.resetSecondFactor.mutate({ staffUserId: adminA.id }),
    ];
    for (const call of calls) expect(await outcomeOf(call)).toBe("FORBIDDEN");
    expect(
      (await connection.db.select().from(staffUsers).where(eq(staffUsers.id, adminA.id)))[0],
    ).toMatchObject({
      role: "admin",
      status: "active",
    });
  });

  it("refuses one organisation's admin the users of another: its list and invitations forbidden, its users not found", async () => {
    const b = world.browser();
    await world.signedInStaff(b, adminA);
    expect(await outcomeOf(b.trpc.portal.users.query({ organisationId: orgB.id }))).toBe("FORBIDDEN");
    expect(
      await outcomeOf(
        b.trpc.portal.inviteUser.mutate({ email: "spy@broker.test", role: "admin", organisationId: orgB.id }),
      ),
    ).toBe("FORBIDDEN");
    for (const call of [
      b.trpc.portal.changeRole.mutate({ staffUserId: officerB.id, role: "admin" }),
      b.trpc.portal.deactivateUser.mutate({ staffUserId: adminB.id }),
      b.trpc.portal.reactivateUser.mutate({ staffUserId: officerB.id }),
      b.trpc.portal.resetSecondFactor.mutate({ staffUserId: adminB.id }),
    ]) {
      expect(await outcomeOf(call)).toBe("NOT_FOUND");
    }
    // Its own organisation it manages.
    await expect(b.trpc.portal.users.query({ organisationId: orgA.id })).resolves.toMatchObject({
      organisation: { id: orgA.id },
    });
    const after = await connection.db.select().from(staffUsers).where(eq(staffUsers.organisationId, orgB.id));
    expect(after.map((u) => [u.role, u.status]).sort()).toEqual([
      ["admin", "active"],
      ["loanOfficer", "active"],
    ]);
  });

  it("keeps the last admin: it cannot demote or switch itself off until another admin exists", async () => {
    const b = world.browser();
    await world.signedInStaff(b, adminA);
    expect(await outcomeOf(b.trpc.portal.changeRole.mutate({ staffUserId: adminA.id, role: "viewer" }))).toBe(
      "CONFLICT",
    );
    expect(await outcomeOf(b.trpc.portal.deactivateUser.mutate({ staffUserId: adminA.id }))).toBe("CONFLICT");
    await expect(b.trpc.portal.home.query()).resolves.toMatchObject({ user: { role: "admin" } });

    await b.trpc.portal.changeRole.mutate({ staffUserId: viewerA.id, role: "admin" });
    await expect(b.trpc.portal.deactivateUser.mutate({ staffUserId: adminA.id })).resolves.toMatchObject({
      user: { status: "deactivated" },
    });
    // Switching itself off ended its own session too.
    expect(await outcomeOf(b.trpc.portal.home.query())).toBe("UNAUTHORIZED");
  });
});
