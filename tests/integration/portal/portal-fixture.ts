import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { memoryMail } from "@/integrations/mail/memory";
import { hashPassword } from "@/server/auth/passwords";
import { sessionStore } from "@/server/auth/sessions";
import { totpSecretContext } from "@/server/auth/totp";
import type { Connection } from "@/server/db/client";
import {
  auditEvents,
  organisations,
  rateLimits as rateLimitRows,
  type StaffRole,
  type StaffStatus,
  sessions,
  staffInvitations,
  staffUsers,
  teams,
} from "@/server/db/schema";
import { encryptField } from "@/server/security/field-crypto";
import { type RateLimitSettings, rateLimits } from "@/server/security/rate-limits";
import type { PortalRequest, StaffRequest } from "@/server/services/portal/portal-context";
import { PortalError, type PortalErrorCode } from "@/server/services/portal/portal-error";

export type Staff = typeof staffUsers.$inferSelect;
export type Organisation = typeof organisations.$inferSelect;

/** The invitation token from a mailed accept link. */
export const tokenOf = (text: string) => /#token=([A-Za-z0-9_-]+)/.exec(text)?.[1] as string;

export const PASSWORD = "plum kettle orbit seven";
export const SITE_URL = "https://portal.keystone.test";

/** One world of portal tests: a migrated database, a clock that moves only when told, memory mail. */
export function portalWorld(connection: Connection, options: { limits?: Partial<RateLimitSettings> } = {}) {
  const clock = { now: new Date("2030-01-01T08:00:10Z") };
  const now = () => clock.now;
  const mail = memoryMail();
  const encryptionKey = randomBytes(32);
  const sessionsOf = sessionStore({ db: connection.db, now });
  const base: PortalRequest = {
    db: connection.db,
    sessions: sessionsOf,
    rateLimits: rateLimits({ raw: connection.raw, limits: options.limits }),
    mail,
    encryptionKey,
    siteUrl: SITE_URL,
    now,
    address: "203.0.113.7",
  };

  return {
    clock,
    mail,
    encryptionKey,
    sessions: sessionsOf,
    /** A caller who is not signed in, from `address`. */
    visitor: (address = base.address): PortalRequest => ({ ...base, address }),
    /** A signed-in staff member. */
    as: (actor: { id: string }): StaffRequest => ({ ...base, actor: { id: actor.id } }),
    minutes(n: number) {
      clock.now = new Date(clock.now.getTime() + n * 60_000);
    },
    async reset() {
      const { db } = connection;
      await db.delete(sessions);
      await db.delete(staffInvitations);
      await db.delete(auditEvents);
      await db.delete(rateLimitRows);
      await db.delete(staffUsers);
      await db.delete(teams);
      await db.delete(organisations);
      mail.sent.length = 0;
      clock.now = new Date("2030-01-01T08:00:10Z");
    },
    async organisation(name: string, kind: "partner" | "lender" = "partner") {
      const [org] = await connection.db.insert(organisations).values({ name, kind }).returning();
      return org as typeof organisations.$inferSelect;
    },
    /** A staff user; `totpSecret` makes them enrolled with that secret. */
    async staff(
      organisationId: string,
      role: StaffRole,
      options: { email?: string; status?: StaffStatus; totpSecret?: string; firstName?: string } = {},
    ) {
      const email = options.email ?? `${role}.${randomBytes(3).toString("hex")}@broker.test`;
      const [user] = await connection.db
        .insert(staffUsers)
        .values({
          organisationId,
          email,
          firstName: options.firstName ?? "Sam",
          lastName: role,
          role,
          status: options.status ?? "active",
          passwordHash: await hashPassword(PASSWORD),
        })
        .returning();
      const row = user as typeof staffUsers.$inferSelect;
      if (!options.totpSecret) return row;
      const [enrolled] = await connection.db
        .update(staffUsers)
        .set({
          totpSecretEncrypted: encryptField(encryptionKey, options.totpSecret, totpSecretContext(row.id)),
          totpEnrolledAt: clock.now,
        })
        .where(eqId(row.id))
        .returning();
      return enrolled as typeof staffUsers.$inferSelect;
    },
    /** Two partner organisations with their staff, and the lender with its administrator. */
    async cast() {
      const orgA = await this.organisation("Acme Credit Union");
      const orgB = await this.organisation("Birch Mortgage Brokers");
      const lender = await this.organisation("Keystone Home Credit", "lender");
      return {
        orgA,
        orgB,
        lender,
        adminA: await this.staff(orgA.id, "admin", { firstName: "Alice" }),
        officerA: await this.staff(orgA.id, "loanOfficer"),
        viewerA: await this.staff(orgA.id, "viewer"),
        adminB: await this.staff(orgB.id, "admin"),
        viewerB: await this.staff(orgB.id, "viewer"),
        lenderAdmin: await this.staff(lender.id, "lenderAdmin"),
      };
    },
    async row(id: string): Promise<Staff> {
      const [row] = await connection.db.select().from(staffUsers).where(eqId(id));
      return row as Staff;
    },
    /** The code an authenticator app shows now (or `offsetSeconds` from now). */
    codeFor(secret: string, offsetSeconds = 0) {
      return generate({ secret, epoch: Math.floor(clock.now.getTime() / 1000) + offsetSeconds });
    },
  };
}

function eqId(id: string) {
  return eq(staffUsers.id, id);
}

/** The refusal a service threw: its code and sentence. Fails when it did not refuse. */
export async function refusal(work: Promise<unknown>): Promise<{ code: PortalErrorCode; message: string }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof PortalError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected the service to refuse");
}
