import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { hashPassword } from "@/server/auth/passwords";
import { newTotpSecret, totpSecretContext } from "@/server/auth/totp";
import type { Connection } from "@/server/db/client";
import {
  applicants,
  auditEvents,
  fileAssignments,
  oneTimeCodes,
  organisations,
  rateLimits,
  type StaffRole,
  type StaffStatus,
  sessions,
  staffInvitations,
  staffUsers,
  teams,
} from "@/server/db/schema";
import { encryptField } from "@/server/security/field-crypto";
import type { DocumentDependencies } from "@/server/services/documents/document-dependencies";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import { apiUnderTest } from "../support/api-client";
import { type Browser, browser, secretOf, totpNow } from "../support/auth-client";
import { freshDatabase } from "../support/test-database";

export const START = new Date("2030-05-06T09:00:00Z");

/** Every table sign-in and sessions write, emptied between tests that share one database. */
export async function emptyAccountTables(db: Connection["db"]): Promise<void> {
  for (const table of [
    sessions,
    oneTimeCodes,
    rateLimits,
    auditEvents,
    applicants,
    staffInvitations,
    fileAssignments,
    staffUsers,
    teams,
    organisations,
  ]) {
    await db.delete(table);
  }
}
export const APPLICANT_PASSWORD = "copper kettle harbour lamp";
export const STAFF_PASSWORD = "plum kettle orbit seven";

/** A staff row, with the authenticator's secret and (after enrolling here) the recovery codes it was shown. */
export type Staff = typeof staffUsers.$inferSelect & { totpSecret?: string; recoveryCodes?: string[] };

/**
 * One world of auth tests: the real /api/trpc handler and both realms' next-auth on a test
 * database, memory mail, and one clock. Only `Date` is faked: rate-limiter-flexible reads
 * Date.now() itself, and so do next-auth's JWTs, so moving the clock moves the limits, the codes,
 * the sessions and the cookies together. Call `end()` after each test. `prequal` overrides
 * prequalification's settings (a landing version, an adapter), `documents` the documents' (a job queue).
 */
export function authWorld(
  connection: Connection,
  options: { prequal?: Partial<PrequalDependencies>; documents?: Partial<DocumentDependencies> } = {},
) {
  vi.useFakeTimers({ toFake: ["Date"], now: START });
  const api = apiUnderTest(connection, { ...options, now: () => new Date() });
  let addresses = 0;
  // One argon2id hash of the staff password for every staff row (hashing costs ~50 ms each).
  let hashed: Promise<string> | undefined;
  const staffPasswordHash = () => {
    hashed ??= hashPassword(STAFF_PASSWORD);
    return hashed;
  };

  const world = {
    api,
    mail: api.mail.sent,
    /** A new browser, from its own network address unless told. */
    browser: (address?: string) => browser(api, { address: address ?? `198.51.100.${++addresses}` }),
    minutes: (n: number) => vi.setSystemTime(Date.now() + n * 60_000),
    seconds: (n: number) => vi.setSystemTime(Date.now() + n * 1000),
    end: () => vi.useRealTimers(),

    /** The code in the newest mail to `to` (the code leads the subject, decision 011). */
    mailedCode(to: string): string {
      const message = api.mail.sent.filter((m) => m.to === to).at(-1);
      const code = message?.subject.match(/^(\d{6}) is your/)?.[1];
      if (!code) throw new Error(`No code was mailed to ${to}`);
      return code;
    },

    /**
     * Spec §3 sign-up through the API, then the mailed code through `{auth}/callback/credentials`:
     * the browser ends up with an applicant session.
     */
    async signedUpApplicant(b: Browser, email: string, password = APPLICANT_PASSWORD) {
      await b.trpc.identity.signUp.mutate({
        email,
        firstName: "Ann",
        lastName: "Lee",
        phone: "3025550142",
        password,
      });
      const answer = await b.signIn("applicant", { email, token: world.mailedCode(email) });
      if (answer.error !== null) throw new Error(`Sign-up's code did not sign in: ${answer.error}`);
      return answer;
    },

    async organisation(name: string, kind: "partner" | "lender" = "partner") {
      const [org] = await connection.db.insert(organisations).values({ name, kind }).returning();
      return org as typeof organisations.$inferSelect;
    },

    /** A staff user with the staff password; enrolled with a new authenticator secret unless told not to. */
    async staff(
      organisationId: string,
      role: StaffRole,
      options: { enrolled?: boolean; status?: StaffStatus; email?: string } = {},
    ): Promise<Staff> {
      const [row] = await connection.db
        .insert(staffUsers)
        .values({
          organisationId,
          email: options.email ?? `${role}.${randomBytes(4).toString("hex")}@broker.test`,
          firstName: "Sam",
          lastName: role,
          role,
          status: options.status ?? "active",
          passwordHash: await staffPasswordHash(),
        })
        .returning();
      const user = row as Staff;
      if (options.enrolled === false) return user;
      const totpSecret = newTotpSecret();
      await connection.db
        .update(staffUsers)
        .set({
          totpSecretEncrypted: encryptField(
            api.runtime.portal.encryptionKey,
            totpSecret,
            totpSecretContext(user.id),
          ),
          totpEnrolledAt: new Date(),
        })
        .where(eq(staffUsers.id, user.id));
      return { ...user, totpSecret };
    },

    /** A new member of `organisationId` in `role`, signed in in a browser of their own. */
    async signedInMember(organisationId: string, role: StaffRole) {
      const member = await world.staff(organisationId, role);
      const b = world.browser();
      await world.signedInStaff(b, member);
      return Object.assign(b, {
        staffId: member.id,
        email: member.email,
        name: `${member.firstName} ${member.lastName}`,
      });
    },

    /**
     * docs/design.md §4 staff sign-in through the real endpoints: the password step, then the
     * authenticator's code (or, at first sign-in, enrolment and the hand-off) through
     * `{portal auth}/callback/credentials`. A code's 30-second step is accepted once, so the clock
     * moves to the next step first.
     */
    async signedInStaff(b: Browser, staff: Staff) {
      world.seconds(30);
      const password = await b.trpc.portalAuth.checkPassword.mutate({
        email: staff.email,
        password: STAFF_PASSWORD,
      });
      if (password.next === "enrol") {
        const enrolment = await b.trpc.portalAuth.startEnrolment.mutate({ ticket: password.ticket });
        staff.totpSecret = secretOf(enrolment.otpauthUri);
        const confirmed = await b.trpc.portalAuth.confirmEnrolment.mutate({
          ticket: password.ticket,
          code: await totpNow(staff.totpSecret),
        });
        staff.recoveryCodes = confirmed.recoveryCodes;
        return b.signIn("portal", { handoff: confirmed.handoff });
      }
      if (!staff.totpSecret) throw new Error("An enrolled staff user needs its secret");
      const answer = await b.signIn("portal", {
        ticket: password.ticket,
        code: await totpNow(staff.totpSecret),
      });
      if (answer.error !== null) throw new Error(`Staff sign-in refused: ${answer.error}`);
      return answer;
    },
  };
  return world;
}

export type AuthWorld = ReturnType<typeof authWorld>;

/**
 * One migrated database for the test file, emptied before each test, and a fresh world on it
 * (its clock at START) handed to `onEach` with the database; the world's clock is put back after.
 */
export function freshAuthWorldForEachTest(
  onEach: (world: AuthWorld, connection: Connection) => void | Promise<void>,
) {
  let connection: Connection;
  let world: AuthWorld | undefined;
  beforeAll(async () => {
    connection = await freshDatabase();
  });
  afterAll(() => connection.close());
  beforeEach(async () => {
    await emptyAccountTables(connection.db);
    world = authWorld(connection);
    await onEach(world, connection);
  });
  afterEach(() => world?.end());
}
