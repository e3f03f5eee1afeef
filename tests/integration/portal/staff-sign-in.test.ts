import { eq } from "drizzle-orm";
import { generateSecret } from "otplib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Connection } from "@/server/db/client";
import { auditEvents, staffUsers } from "@/server/db/schema";
import { confirmTotpEnrolment } from "@/server/services/portal/confirm-totp-enrolment";
import { startTotpEnrolment } from "@/server/services/portal/start-totp-enrolment";
import { verifySecondFactor } from "@/server/services/portal/verify-second-factor";
import { verifyStaffPassword } from "@/server/services/portal/verify-staff-password";
import { freshDatabase } from "../support/test-database";
import { PASSWORD, portalWorld, refusal } from "./portal-fixture";

let connection: Connection;
let world: ReturnType<typeof portalWorld>;
let orgId: string;

beforeAll(async () => {
  connection = await freshDatabase();
  world = portalWorld(connection, {
    limits: { signInFailuresInARow: { points: 4, durationSeconds: 3600, lockSeconds: 900 } },
  });
});
afterAll(() => connection.close());
beforeEach(async () => {
  await world.reset();
  orgId = (await world.organisation("Acme Credit Union")).id;
});

async function rowOf(id: string) {
  const [row] = await connection.db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row as typeof staffUsers.$inferSelect;
}

describe("staff sign-in, step 1: e-mail and password (docs/design.md §4)", () => {
  it("answers an unknown e-mail, a wrong password and an unaccepted invitation with the same sentence", async () => {
    const known = await world.staff(orgId, "viewer");
    const invited = await world.staff(orgId, "viewer", { status: "invited" });
    const answers = await Promise.all([
      refusal(verifyStaffPassword(world.visitor(), { email: "nobody@broker.test", password: PASSWORD })),
      refusal(verifyStaffPassword(world.visitor(), { email: known.email, password: "not the password" })),
      refusal(verifyStaffPassword(world.visitor(), { email: invited.email, password: PASSWORD })),
    ]);
    for (const answer of answers) {
      expect(answer).toEqual({
        code: "UNAUTHORIZED",
        message: "The e-mail or password is not right. Check both and try again.",
      });
    }
  });

  it("sends a first-time user on to enrol an authenticator app, and an enrolled one to enter its code", async () => {
    const fresh = await world.staff(orgId, "viewer");
    const enrolled = await world.staff(orgId, "viewer", { totpSecret: generateSecret() });
    const first = await verifyStaffPassword(world.visitor(), {
      email: fresh.email.toUpperCase(),
      password: PASSWORD,
    });
    const second = await verifyStaffPassword(world.visitor(), { email: enrolled.email, password: PASSWORD });
    expect(first.next).toBe("enrol");
    expect(second.next).toBe("verify");
    expect(first.ticket).not.toContain(fresh.id);
  });

  it("tells a switched-off user who knows the password to ask their administrator", async () => {
    const off = await world.staff(orgId, "viewer", { status: "deactivated" });
    const answer = await refusal(
      verifyStaffPassword(world.visitor(), { email: off.email, password: PASSWORD }),
    );
    expect(answer.code).toBe("FORBIDDEN");
    expect(answer.message).toMatch(/switched off/);
  });

  it("locks an e-mail and address after too many wrong passwords, even for the right one", async () => {
    const user = await world.staff(orgId, "viewer");
    for (let i = 0; i < 4; i++) {
      await refusal(verifyStaffPassword(world.visitor(), { email: user.email, password: "wrong wrong" }));
    }
    const locked = await refusal(
      verifyStaffPassword(world.visitor(), { email: user.email, password: PASSWORD }),
    );
    expect(locked.code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("enrolling an authenticator app at first sign-in", () => {
  it("shows a QR code and the secret, keeps the secret encrypted, and signs in with the first code", async () => {
    const user = await world.staff(orgId, "loanOfficer");
    const { ticket } = await verifyStaffPassword(world.visitor(), { email: user.email, password: PASSWORD });
    const shown = await startTotpEnrolment(world.visitor(), { ticket });
    const secret = shown.secretGroups.replaceAll(" ", "");
    expect(shown.qrCodeSvg).toMatch(/^<svg/);
    expect(shown.otpauthUri).toContain(`secret=${secret}`);
    const stored = await rowOf(user.id);
    expect(stored.totpSecretEncrypted).toMatch(/^v1:/);
    expect(stored.totpSecretEncrypted).not.toContain(secret);
    expect(stored.totpEnrolledAt).toBeNull();

    const wrong = await refusal(confirmTotpEnrolment(world.visitor(), { ticket, code: "000000" }));
    expect(wrong.code).toBe("UNAUTHORIZED");

    const signedIn = await confirmTotpEnrolment(world.visitor(), {
      ticket,
      code: await world.codeFor(secret),
    });
    expect(signedIn.recoveryCodes).toHaveLength(10);
    expect(new Set(signedIn.recoveryCodes).size).toBe(10);
    expect(signedIn.user).toMatchObject({ id: user.id, role: "loanOfficer", organisationId: orgId });
    expect((await world.sessions.check("portal", signedIn.sessionId)).valid).toBe(true);
    const after = await rowOf(user.id);
    expect(after.totpEnrolledAt).not.toBeNull();
    expect(after.lastSignInAt).toEqual(world.clock.now);
    expect(after.recoveryCodeHashes).toHaveLength(10);
    for (const code of signedIn.recoveryCodes)
      expect(JSON.stringify(after.recoveryCodeHashes)).not.toContain(code);
  });

  it("never lets a password alone replace an authenticator app already set up", async () => {
    const user = await world.staff(orgId, "admin", { totpSecret: generateSecret() });
    const { ticket } = await verifyStaffPassword(world.visitor(), { email: user.email, password: PASSWORD });
    expect((await refusal(startTotpEnrolment(world.visitor(), { ticket }))).code).toBe("CONFLICT");
  });

  it("refuses a ticket from more than 10 minutes ago", async () => {
    const user = await world.staff(orgId, "viewer");
    const { ticket } = await verifyStaffPassword(world.visitor(), { email: user.email, password: PASSWORD });
    world.minutes(11);
    const late = await refusal(startTotpEnrolment(world.visitor(), { ticket }));
    expect(late).toEqual({
      code: "UNAUTHORIZED",
      message: "Your sign-in has timed out. Enter your e-mail and password again.",
    });
  });
});

describe("staff sign-in, step 2: the code", () => {
  async function passwordStep(secret = generateSecret()) {
    const user = await world.staff(orgId, "viewer", { totpSecret: secret });
    const { ticket } = await verifyStaffPassword(world.visitor(), { email: user.email, password: PASSWORD });
    return { user, ticket, secret };
  }

  it("signs in with the authenticator's current code and records it", async () => {
    const { user, ticket, secret } = await passwordStep();
    const signedIn = await verifySecondFactor(world.visitor(), { ticket, code: await world.codeFor(secret) });
    expect((await world.sessions.check("portal", signedIn.sessionId)).valid).toBe(true);
    const [audit] = await connection.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "portal.signedIn"));
    expect(audit).toMatchObject({
      actor: `staff:${user.id}`,
      address: "203.0.113.7",
      details: { secondFactor: "totp" },
    });
  });

  it("refuses the same code a second time (replay), even within its 30 seconds", async () => {
    const { ticket, secret } = await passwordStep();
    const code = await world.codeFor(secret);
    await verifySecondFactor(world.visitor(), { ticket, code });
    const again = await refusal(verifySecondFactor(world.visitor(), { ticket, code }));
    expect(again.code).toBe("UNAUTHORIZED");
    expect(again.message).toMatch(/used already/);
    // The previous step's code is older than the one used, so it is refused as well.
    const older = await refusal(
      verifySecondFactor(world.visitor(), { ticket, code: await world.codeFor(secret, -30) }),
    );
    expect(older.code).toBe("UNAUTHORIZED");
    world.minutes(0.5);
    await expect(
      verifySecondFactor(world.visitor(), { ticket, code: await world.codeFor(secret) }),
    ).resolves.toBeTruthy();
  });

  it("accepts a recovery code once, then never again", async () => {
    const user = await world.staff(orgId, "viewer");
    const { ticket } = await verifyStaffPassword(world.visitor(), { email: user.email, password: PASSWORD });
    const secret = (await startTotpEnrolment(world.visitor(), { ticket })).secretGroups.replaceAll(" ", "");
    const { recoveryCodes } = await confirmTotpEnrolment(world.visitor(), {
      ticket,
      code: await world.codeFor(secret),
    });
    const [code] = recoveryCodes as [string];
    const next = await verifyStaffPassword(world.visitor(), { email: user.email, password: PASSWORD });
    const used = await verifySecondFactor(world.visitor(), { ticket: next.ticket, code: code.toUpperCase() });
    expect(used.recoveryCodesLeft).toBe(9);
    const reused = await refusal(verifySecondFactor(world.visitor(), { ticket: next.ticket, code }));
    expect(reused.code).toBe("UNAUTHORIZED");
    expect((await rowOf(user.id)).recoveryCodeHashes).toHaveLength(9);
  });

  it("counts wrong codes toward the sign-in limit, after which even the right code is refused", async () => {
    const { ticket, secret } = await passwordStep();
    for (const code of ["111111", "222222", "333333"]) {
      expect((await refusal(verifySecondFactor(world.visitor(), { ticket, code }))).code).toBe(
        "UNAUTHORIZED",
      );
    }
    expect((await refusal(verifySecondFactor(world.visitor(), { ticket, code: "444444" }))).code).toBe(
      "TOO_MANY_REQUESTS",
    );
    const right = await refusal(
      verifySecondFactor(world.visitor(), { ticket, code: await world.codeFor(secret) }),
    );
    expect(right.code).toBe("TOO_MANY_REQUESTS");
  });

  it("does not let a right password reset the count of wrong codes", async () => {
    const { user, secret } = await passwordStep();
    for (let i = 0; i < 4; i++) {
      const { ticket } = await verifyStaffPassword(world.visitor(), {
        email: user.email,
        password: PASSWORD,
      });
      await refusal(verifySecondFactor(world.visitor(), { ticket, code: "999999" }));
    }
    const locked = await refusal(
      verifyStaffPassword(world.visitor(), { email: user.email, password: PASSWORD }),
    );
    expect(locked.code).toBe("TOO_MANY_REQUESTS");
    expect(secret).toBeTruthy();
  });

  it("refuses the second step for a user switched off after their password was checked", async () => {
    const { user, ticket, secret } = await passwordStep();
    await connection.db.update(staffUsers).set({ status: "deactivated" }).where(eq(staffUsers.id, user.id));
    const answer = await refusal(
      verifySecondFactor(world.visitor(), { ticket, code: await world.codeFor(secret) }),
    );
    expect(answer.code).toBe("UNAUTHORIZED");
  });
});
