import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { auditEvents, organisations, staffUsers } from "./schema";

const DEMO_PARTNER_NAME = "Demo Credit Union (demo)";
export const DEMO_ADMIN_EMAIL = "demo-admin@keystonehomecredit.demo";
export const DEMO_LENDER_ADMIN_EMAIL = "demo-lender-admin@keystonehomecredit.demo";
const LENDER_NAME = "Keystone Home Credit";

// Any number unique to this purpose: two instances starting on one empty server seed once.
const SEED_LOCK = 7_316_003;

export type DemoSeed =
  | { created: false }
  | {
      created: true;
      partner: { id: string; name: string };
      lender: { id: string; name: string };
      /** Shown once by the host so someone can sign in; never stored in clear. */
      admin: { email: string; password: string };
      /** The lender's administrator (decision 090), shown once the same way. */
      lenderAdmin: { email: string; password: string };
    };

export interface SeedOptions {
  /** argon2id from src/server/auth/passwords.ts (the database layer imports nothing above it). */
  hashPassword: (password: string) => Promise<string>;
}

/**
 * docs/design.md §2: on an empty database, a demo partner organisation with its admin, and the lender's
 * own organisation with its administrator (decision 090). Returns both sign-ins once; any later run
 * (there is an organisation) does nothing. Each sets up TOTP at first sign-in, so no secret is seeded.
 */
export async function seedDemoOrganisation(db: Database, options: SeedOptions): Promise<DemoSeed> {
  const password = readablePassword();
  const passwordHash = await options.hashPassword(password);
  const lenderPassword = readablePassword();
  const lenderPasswordHash = await options.hashPassword(lenderPassword);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ id: organisations.id }).from(organisations).limit(1);
    if (existing) return { created: false };
    const [partner] = await tx
      .insert(organisations)
      .values({ name: DEMO_PARTNER_NAME, kind: "partner" })
      .returning({ id: organisations.id, name: organisations.name });
    const [lender] = await tx
      .insert(organisations)
      .values({ name: LENDER_NAME, kind: "lender" })
      .returning({ id: organisations.id, name: organisations.name });
    if (!partner || !lender) throw new Error("Could not create the demo organisations");
    const [admin] = await tx
      .insert(staffUsers)
      .values({
        organisationId: partner.id,
        email: DEMO_ADMIN_EMAIL,
        firstName: "Demo",
        lastName: "Administrator",
        role: "admin",
        status: "active",
        passwordHash,
        passwordChangedAt: new Date(),
      })
      .returning({ id: staffUsers.id });
    const [lenderAdmin] = await tx
      .insert(staffUsers)
      .values({
        organisationId: lender.id,
        email: DEMO_LENDER_ADMIN_EMAIL,
        firstName: "Demo",
        lastName: "Lender Administrator",
        role: "lenderAdmin",
        status: "active",
        passwordHash: lenderPasswordHash,
        passwordChangedAt: new Date(),
      })
      .returning({ id: staffUsers.id });
    await tx.insert(auditEvents).values({
      actor: "system",
      action: "organisation.demoSeeded",
      subject: partner.id,
      details: { adminId: admin?.id, lenderOrganisationId: lender.id, lenderAdminId: lenderAdmin?.id },
    });
    return {
      created: true,
      partner,
      lender,
      admin: { email: DEMO_ADMIN_EMAIL, password },
      lenderAdmin: { email: DEMO_LENDER_ADMIN_EMAIL, password: lenderPassword },
    };
  });
}

/** 20 characters in four groups from letters and digits nobody confuses (no 0/o, 1/l/i): ~100 bits. */
function readablePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const group = () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return [group(), group(), group(), group()].join("-");
}
