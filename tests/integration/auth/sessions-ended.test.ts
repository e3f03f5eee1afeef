import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Connection } from "@/server/db/client";
import type { Realm } from "@/server/db/schema";
import { sessions, staffUsers } from "@/server/db/schema";
import { type Browser, outcomeOf } from "../support/auth-client";
import { APPLICANT_PASSWORD, type AuthWorld, freshAuthWorldForEachTest, type Staff } from "./auth-world";

let connection: Connection;
let world: AuthWorld;

const EMAIL = "ann@mail.test";
const NEW_PASSWORD = "violet harbour engine twelve";

freshAuthWorldForEachTest(async (fresh, database) => {
  connection = database;
  world = fresh;
});

/** A procedure of the realm that needs its session: identity.me, or portal.home. */
function realmCall(b: Browser, realm: Realm): Promise<string> {
  return outcomeOf(realm === "applicant" ? b.trpc.identity.me.query() : b.trpc.portal.home.query());
}

/**
 * Whether the session a browser's cookie names still counts, asked with copies of the cookie so
 * neither answer depends on the other clearing it: `{auth}/session` and a procedure of the realm.
 */
async function standing(b: Browser, realm: Realm) {
  const session = await b.copy().session(realm);
  const procedure = await realmCall(b.copy(), realm);
  return { session: "user" in session ? "signedIn" : session, procedure };
}
const SIGNED_IN = { session: "signedIn", procedure: "allowed" };
const ENDED = { session: {}, procedure: "UNAUTHORIZED" };

describe("applicant sessions the server ends count for nothing at the very next call (spec §7, decision 011)", () => {
  let ann: Browser;
  beforeEach(async () => {
    ann = world.browser();
    await world.signedUpApplicant(ann, EMAIL);
    expect(await standing(ann, "applicant")).toEqual(SIGNED_IN);
  });

  it("identity.deleteSession ends the caller's session, even for a copy of its cookie", async () => {
    const copied = ann.copy();
    await expect(ann.trpc.identity.deleteSession.mutate()).resolves.toEqual({ ended: true });
    expect(await standing(copied, "applicant")).toEqual(ENDED);
    expect(await standing(ann, "applicant")).toEqual(ENDED);
    // Again, or without a session: nothing to end.
    await expect(ann.trpc.identity.deleteSession.mutate()).resolves.toEqual({ ended: false });
    const [row] = await connection.db.select().from(sessions);
    expect(row).toMatchObject({ endedReason: "signedOut" });
  });

  it("{auth}/signout ends the session on the server and clears the cookie", async () => {
    const copied = ann.copy();
    const answer = await ann.signOut("applicant");
    expect(answer).toMatchObject({ status: 200, url: "http://localhost/app/application" });
    expect(ann.sessionCookie("applicant")).toBeUndefined();
    expect(await standing(copied, "applicant")).toEqual(ENDED);
  });

  it("identity.changePassword ends every other session and keeps the caller's", async () => {
    const phone = world.browser();
    await phone.signIn("applicant", { email: EMAIL, password: APPLICANT_PASSWORD });
    expect(await standing(phone, "applicant")).toEqual(SIGNED_IN);

    await expect(
      ann.trpc.identity.changePassword.mutate({
        currentPassword: APPLICANT_PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
    ).resolves.toEqual({ otherSessionsEnded: 1 });
    expect(await standing(phone, "applicant")).toEqual(ENDED);
    expect(await standing(ann, "applicant")).toEqual(SIGNED_IN);
    expect((await phone.signIn("applicant", { email: EMAIL, password: APPLICANT_PASSWORD })).error).toMatch(
      /do not match/,
    );
    expect((await phone.signIn("applicant", { email: EMAIL, password: NEW_PASSWORD })).error).toBeNull();
  });

  it("identity.changePassword with a wrong current password ends nothing", async () => {
    const phone = world.browser();
    await phone.signIn("applicant", { email: EMAIL, password: APPLICANT_PASSWORD });
    await expect(
      outcomeOf(
        ann.trpc.identity.changePassword.mutate({
          currentPassword: "not it at all",
          newPassword: NEW_PASSWORD,
        }),
      ),
    ).resolves.toBe("BAD_REQUEST");
    expect(await standing(phone, "applicant")).toEqual(SIGNED_IN);
  });

  it("identity.resetPassword ends every session, the one it was asked from included", async () => {
    const phone = world.browser();
    await phone.signIn("applicant", { email: EMAIL, password: APPLICANT_PASSWORD });
    await ann.trpc.identity.requestPasswordReset.mutate({ email: EMAIL });
    await expect(
      ann.trpc.identity.resetPassword.mutate({
        email: EMAIL,
        token: world.mailedCode(EMAIL),
        newPassword: NEW_PASSWORD,
      }),
    ).resolves.toEqual({ reset: true });
    expect(await standing(ann, "applicant")).toEqual(ENDED);
    expect(await standing(phone, "applicant")).toEqual(ENDED);
    expect((await ann.signIn("applicant", { email: EMAIL, password: NEW_PASSWORD })).error).toBeNull();
    expect(await standing(ann, "applicant")).toEqual(SIGNED_IN);
  });

  it("ends after 15 minutes without a request; activity keeps it going until then", async () => {
    for (let i = 0; i < 4; i++) {
      world.minutes(14);
      expect(await standing(ann, "applicant")).toEqual(SIGNED_IN);
    }
    world.minutes(15);
    expect(await standing(ann, "applicant")).toEqual(ENDED);
  });

  it("keeps the session at 14 minutes 59 seconds idle and ends it at 15 minutes", async () => {
    world.seconds(14 * 60 + 59);
    expect((await ann.copy().session("applicant")).user).toBeDefined();
    world.seconds(15 * 60);
    expect(await standing(ann, "applicant")).toEqual(ENDED);
  });

  it("ends a busy session 12 hours after sign-in", async () => {
    for (let minutes = 10; minutes < 12 * 60; minutes += 10) {
      world.minutes(10);
      const answer =
        minutes % 20 ? await ann.session("applicant") : { user: await ann.trpc.identity.me.query() };
      expect(answer.user).toBeDefined();
    }
    world.minutes(10);
    expect(await standing(ann, "applicant")).toEqual(ENDED);
    const [row] = await connection.db.select().from(sessions);
    expect(row?.endedAt).toBeNull();
  });
});

describe("staff sessions (docs/design.md §4)", () => {
  let admin: Staff;
  let officer: Staff;
  let adminBrowser: Browser;
  let officerBrowser: Browser;

  beforeEach(async () => {
    const org = await world.organisation("Acme Credit Union");
    admin = await world.staff(org.id, "admin");
    officer = await world.staff(org.id, "loanOfficer");
    adminBrowser = world.browser();
    officerBrowser = world.browser();
    await world.signedInStaff(adminBrowser, admin);
    await world.signedInStaff(officerBrowser, officer);
    expect(await standing(officerBrowser, "portal")).toEqual(SIGNED_IN);
  });

  it("portal.deactivateUser ends every session of the user at once", async () => {
    const laptop = world.browser();
    await world.signedInStaff(laptop, officer);
    await adminBrowser.trpc.portal.deactivateUser.mutate({ staffUserId: officer.id });
    expect(await standing(officerBrowser, "portal")).toEqual(ENDED);
    expect(await standing(laptop, "portal")).toEqual(ENDED);
    expect(await standing(adminBrowser, "portal")).toEqual(SIGNED_IN);
    const rows = await connection.db.select().from(sessions).where(eq(sessions.userId, officer.id));
    expect(rows.map((r) => r.endedReason)).toEqual(["deactivated", "deactivated"]);
    // And the password step tells them whom to ask.
    await expect(
      outcomeOf(
        officerBrowser.trpc.portalAuth.checkPassword.mutate({
          email: officer.email,
          password: "plum kettle orbit seven",
        }),
      ),
    ).resolves.toBe("FORBIDDEN");
  });

  it("a session a crash left open after deactivation counts for nothing (decision 015)", async () => {
    await connection.db
      .update(staffUsers)
      .set({ status: "deactivated" })
      .where(eq(staffUsers.id, officer.id));
    expect(await standing(officerBrowser, "portal")).toEqual(ENDED);
  });

  it("a role change and a second-factor reset end the user's sessions too", async () => {
    await adminBrowser.trpc.portal.changeRole.mutate({ staffUserId: officer.id, role: "viewer" });
    expect(await standing(officerBrowser, "portal")).toEqual(ENDED);
    officer.role = "viewer";
    await world.signedInStaff(officerBrowser, officer);
    expect(await standing(officerBrowser, "portal")).toEqual(SIGNED_IN);
    await adminBrowser.trpc.portal.resetSecondFactor.mutate({ staffUserId: officer.id });
    expect(await standing(officerBrowser, "portal")).toEqual(ENDED);
  });

  it("{auth}/signout ends a staff session on the server", async () => {
    const copied = officerBrowser.copy();
    await officerBrowser.signOut("portal");
    expect(await standing(copied, "portal")).toEqual(ENDED);
  });

  it("ends after 30 minutes without a request, not 15", async () => {
    world.minutes(29);
    expect(await standing(officerBrowser, "portal")).toEqual(SIGNED_IN);
    world.minutes(29);
    expect(await standing(officerBrowser, "portal")).toEqual(SIGNED_IN);
    world.minutes(30);
    expect(await standing(officerBrowser, "portal")).toEqual(ENDED);
  });

  it("ends a busy staff session 12 hours after sign-in", async () => {
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      world.minutes(25);
      await expect(officerBrowser.trpc.portal.home.query()).resolves.toBeDefined();
    }
    world.minutes(25);
    expect(await standing(officerBrowser, "portal")).toEqual(ENDED);
  });
});
