import { eq } from "drizzle-orm";
import { generateSecret } from "otplib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Connection } from "@/server/db/client";
import { auditEvents, staffUsers } from "@/server/db/schema";
import { changeStaffRole } from "@/server/services/portal/change-staff-role";
import { deactivateStaffUser } from "@/server/services/portal/deactivate-staff-user";
import { listOrganisationUsers } from "@/server/services/portal/list-organisation-users";
import { reactivateStaffUser } from "@/server/services/portal/reactivate-staff-user";
import { resetSecondFactor } from "@/server/services/portal/reset-second-factor";
import { verifyStaffPassword } from "@/server/services/portal/verify-staff-password";
import { freshDatabase } from "../support/test-database";
import { type Organisation, PASSWORD, portalWorld, refusal, type Staff } from "./portal-fixture";

let connection: Connection;
let world: ReturnType<typeof portalWorld>;
let orgA: Organisation;
let adminA: Staff;
let officerA: Staff;
let viewerA: Staff;
let adminB: Staff;
let viewerB: Staff;
let lenderAdmin: Staff;

beforeAll(async () => {
  connection = await freshDatabase();
  world = portalWorld(connection);
});
afterAll(() => connection.close());
beforeEach(async () => {
  await world.reset();
  ({ orgA, adminA, officerA, viewerA, adminB, viewerB, lenderAdmin } = await world.cast());
});

const rowOf = (id: string) => world.row(id);

describe("the last admin (docs/design.md §4)", () => {
  it("cannot demote itself", async () => {
    const answer = await refusal(
      changeStaffRole(world.as(adminA), { staffUserId: adminA.id, role: "viewer" }),
    );
    expect(answer).toEqual({
      code: "CONFLICT",
      message:
        "You are the only administrator of Acme Credit Union. Make someone else an administrator first.",
    });
    expect((await rowOf(adminA.id)).role).toBe("admin");
  });

  it("cannot deactivate itself", async () => {
    const answer = await refusal(deactivateStaffUser(world.as(adminA), { staffUserId: adminA.id }));
    expect(answer.code).toBe("CONFLICT");
    expect((await rowOf(adminA.id)).status).toBe("active");
  });

  it("cannot be removed by a lender administrator either", async () => {
    expect((await refusal(deactivateStaffUser(world.as(lenderAdmin), { staffUserId: adminB.id }))).code).toBe(
      "CONFLICT",
    );
    const demote = changeStaffRole(world.as(lenderAdmin), { staffUserId: adminB.id, role: "loanOfficer" });
    expect((await refusal(demote)).code).toBe("CONFLICT");
  });

  it("keeps one admin when two admins demote each other at the same moment", async () => {
    await changeStaffRole(world.as(adminA), { staffUserId: officerA.id, role: "admin" });
    const results = await Promise.allSettled([
      changeStaffRole(world.as(adminA), { staffUserId: officerA.id, role: "viewer" }),
      changeStaffRole(world.as(officerA), { staffUserId: adminA.id, role: "viewer" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const { users } = await listOrganisationUsers(world.as(lenderAdmin), { organisationId: orgA.id });
    expect(users.filter((u) => u.role === "admin" && u.status === "active")).toHaveLength(1);
  });

  it("can step down once another admin is active", async () => {
    await changeStaffRole(world.as(adminA), { staffUserId: officerA.id, role: "admin" });
    const { user } = await changeStaffRole(world.as(adminA), { staffUserId: adminA.id, role: "viewer" });
    expect(user.role).toBe("viewer");
  });
});

describe("acting on users out of reach", () => {
  it("refuses an admin changing, deactivating or resetting a user of another organisation", async () => {
    const caller = world.as(adminA);
    for (const attempt of [
      () => changeStaffRole(caller, { staffUserId: viewerB.id, role: "loanOfficer" }),
      () => deactivateStaffUser(caller, { staffUserId: viewerB.id }),
      () => reactivateStaffUser(caller, { staffUserId: viewerB.id }),
      () => resetSecondFactor(caller, { staffUserId: viewerB.id }),
    ]) {
      expect((await refusal(attempt())).code).toBe("NOT_FOUND");
    }
    expect(await rowOf(viewerB.id)).toMatchObject({ role: "viewer", status: "active" });
  });

  it("refuses a partner's admin acting on a lender administrator", async () => {
    const answer = await refusal(deactivateStaffUser(world.as(adminA), { staffUserId: lenderAdmin.id }));
    expect(answer.code).toBe("NOT_FOUND");
  });

  it("refuses a loan officer or a viewer changing a colleague", async () => {
    for (const caller of [officerA, viewerA]) {
      expect((await refusal(deactivateStaffUser(world.as(caller), { staffUserId: viewerA.id }))).code).toBe(
        "FORBIDDEN",
      );
      const promote = changeStaffRole(world.as(caller), { staffUserId: caller.id, role: "admin" });
      expect((await refusal(promote)).code).toBe("FORBIDDEN");
    }
  });

  it("refuses a switched-off admin whose session has not ended yet", async () => {
    await changeStaffRole(world.as(adminA), { staffUserId: officerA.id, role: "admin" });
    await deactivateStaffUser(world.as(officerA), { staffUserId: adminA.id });
    const answer = await refusal(deactivateStaffUser(world.as(adminA), { staffUserId: viewerA.id }));
    expect(answer.code).toBe("FORBIDDEN");
  });
});

describe("deactivating, reactivating and resetting the second factor", () => {
  it("ends all of a deactivated user's sessions at once, and their password no longer signs in", async () => {
    const first = await world.sessions.create({ realm: "portal", userId: viewerA.id });
    const second = await world.sessions.create({ realm: "portal", userId: viewerA.id });
    const { user, sessionsEnded } = await deactivateStaffUser(world.as(adminA), { staffUserId: viewerA.id });
    expect(user.status).toBe("deactivated");
    expect(sessionsEnded).toBe(2);
    for (const session of [first, second]) {
      expect(await world.sessions.check("portal", session.id)).toEqual({ valid: false, reason: "ended" });
    }
    const signIn = await refusal(
      verifyStaffPassword(world.visitor(), { email: viewerA.email, password: PASSWORD }),
    );
    expect(signIn.code).toBe("FORBIDDEN");
    const [audit] = await connection.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "portal.user.deactivated"));
    expect(audit).toMatchObject({ actor: `staff:${adminA.id}`, subject: `staff:${viewerA.id}` });
  });

  it("turns a user back on with the password they had", async () => {
    await deactivateStaffUser(world.as(adminA), { staffUserId: viewerA.id });
    await reactivateStaffUser(world.as(adminA), { staffUserId: viewerA.id });
    const step = await verifyStaffPassword(world.visitor(), { email: viewerA.email, password: PASSWORD });
    expect(step.next).toBe("enrol");
  });

  it("ends sessions when a role changes, so the new role applies from the next sign-in", async () => {
    const session = await world.sessions.create({ realm: "portal", userId: officerA.id });
    const { sessionsEnded } = await changeStaffRole(world.as(adminA), {
      staffUserId: officerA.id,
      role: "viewer",
    });
    expect(sessionsEnded).toBe(1);
    expect(await world.sessions.check("portal", session.id)).toEqual({ valid: false, reason: "ended" });
  });

  it("resets a lost authenticator: secret and recovery codes gone, sessions ended, enrolment next", async () => {
    const enrolled = await world.staff(orgA.id, "loanOfficer", { totpSecret: generateSecret() });
    await connection.db
      .update(staffUsers)
      .set({ recoveryCodeHashes: ["a", "b"], totpLastUsedStep: 5 })
      .where(eq(staffUsers.id, enrolled.id));
    const session = await world.sessions.create({ realm: "portal", userId: enrolled.id });
    const { sessionsEnded, user } = await resetSecondFactor(world.as(adminA), { staffUserId: enrolled.id });
    expect(sessionsEnded).toBe(1);
    expect(user.secondFactorEnrolled).toBe(false);
    expect(await rowOf(enrolled.id)).toMatchObject({
      totpSecretEncrypted: null,
      totpEnrolledAt: null,
      totpLastUsedStep: null,
      recoveryCodeHashes: [],
    });
    expect((await world.sessions.check("portal", session.id)).valid).toBe(false);
    const step = await verifyStaffPassword(world.visitor(), { email: enrolled.email, password: PASSWORD });
    expect(step.next).toBe("enrol");
  });
});
