import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkNewPassword } from "@/server/auth/password-policy";
import { hashPassword, verifyPassword } from "@/server/auth/passwords";
import type { Connection } from "@/server/db/client";
import { auditEvents, organisations, staffUsers } from "@/server/db/schema";
import {
  DEMO_ADMIN_EMAIL,
  DEMO_LENDER_ADMIN_EMAIL,
  seedDemoOrganisation,
} from "@/server/db/seed-demo-organisation";
import { freshDatabase } from "./support/test-database";

let connection: Connection;
/** The first test's seed, whose lender administrator the second test signs in as. */
let seeded: Extract<Awaited<ReturnType<typeof seedDemoOrganisation>>, { created: true }> | undefined;
beforeAll(async () => {
  connection = await freshDatabase();
});
afterAll(() => connection.close());

describe("demo organisation seed (docs/design.md §2)", () => {
  it("creates the demo partner, its admin and the lender once, even when two instances start together", async () => {
    const { db } = connection;
    const runs = await Promise.all([
      seedDemoOrganisation(db, { hashPassword }),
      seedDemoOrganisation(db, { hashPassword }),
    ]);
    const created = runs.filter((r) => r.created);
    expect(created).toHaveLength(1);
    const seed = created[0];
    if (!seed?.created) throw new Error("unreachable");
    seeded = seed;

    expect(seed.partner.name).toBe("Demo Credit Union (demo)");
    expect(seed.admin.email).toBe("demo-admin@keystonehomecredit.demo");
    expect(seed.admin.password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect(checkNewPassword(seed.admin.password)).toMatchObject({ ok: true });
    expect(seed.lenderAdmin.email).toBe("demo-lender-admin@keystonehomecredit.demo");
    expect(seed.lenderAdmin.password).not.toBe(seed.admin.password);
    expect(checkNewPassword(seed.lenderAdmin.password)).toMatchObject({ ok: true });

    const kinds = (await db.select().from(organisations)).map((o) => o.kind).sort();
    expect(kinds).toEqual(["lender", "partner"]);
    const [admin] = await db.select().from(staffUsers).where(eq(staffUsers.email, DEMO_ADMIN_EMAIL));
    expect(admin).toMatchObject({
      organisationId: seed.partner.id,
      role: "admin",
      status: "active",
      totpSecretEncrypted: null,
      totpEnrolledAt: null,
    });
    await expect(verifyPassword(admin?.passwordHash, seed.admin.password)).resolves.toBe(true);
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "organisation.demoSeeded"));
    expect(JSON.stringify(audit)).not.toContain(seed.admin.password);
    expect(JSON.stringify(audit)).not.toContain(seed.lenderAdmin.password);
  });

  it("creates the lender's administrator besides the partner's admin, with a sign-in of its own (decision 090)", async () => {
    const { db } = connection;
    const [lenderAdmin] = await db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, DEMO_LENDER_ADMIN_EMAIL));
    const [lender] = await db.select().from(organisations).where(eq(organisations.kind, "lender"));
    expect(lenderAdmin).toMatchObject({
      organisationId: lender?.id,
      role: "lenderAdmin",
      status: "active",
      totpEnrolledAt: null,
    });
    await expect(verifyPassword(lenderAdmin?.passwordHash, seeded?.lenderAdmin.password ?? "")).resolves.toBe(
      true,
    );
  });

  it("does nothing on a database that already has organisations", async () => {
    await expect(seedDemoOrganisation(connection.db, { hashPassword })).resolves.toEqual({ created: false });
    expect(await connection.db.select().from(staffUsers)).toHaveLength(2);
  });
});
