import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Connection } from "@/server/db/client";
import { auditEvents, organisations, staffInvitations, staffUsers } from "@/server/db/schema";
import { acceptInvitation } from "@/server/services/portal/accept-invitation";
import { PORTAL_USAGE, portalCommand } from "../../../host/portal-command";
import { freshDatabase } from "../support/test-database";
import { portalWorld, SITE_URL, tokenOf } from "./portal-fixture";

/**
 * `npm run portal -- create-lender-admin --email …` (decision 090): the command's own function on
 * a real database, as host/portal.ts runs it on the embedded folder or on DATABASE_URL.
 */
let connection: Connection;
let world: ReturnType<typeof portalWorld>;
beforeAll(async () => {
  connection = await freshDatabase();
  world = portalWorld(connection);
});
afterAll(() => connection.close());
beforeEach(() => world.reset());

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await portalCommand(args, {
    db: async () => connection.db,
    lenderName: "Keystone Home Credit, LLC",
    siteUrl: SITE_URL,
    now: () => world.clock.now,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("npm run portal -- create-lender-admin", () => {
  it("on an empty database makes the lender's organisation and invites its first administrator, who joins", async () => {
    const answer = await run("create-lender-admin", "--email", "Ops.Lead@Keystone.test");
    expect(answer.code).toBe(0);
    expect(answer.out).toContain("Created the lender's organisation, Keystone Home Credit, LLC.");
    expect(answer.out).toContain("Lender administrator ops.lead@keystone.test invited.");
    expect(answer.out).toContain(`${SITE_URL}/portal/accept-invitation#token=`);

    const [lender] = await connection.db.select().from(organisations);
    expect(lender).toMatchObject({ name: "Keystone Home Credit, LLC", kind: "lender" });
    const accepted = await acceptInvitation(world.visitor(), {
      token: tokenOf(answer.out),
      password: "juniper lantern copper road",
      firstName: "Olive",
      lastName: "Lead",
    });
    expect(accepted).toBeDefined();
    const [admin] = await connection.db.select().from(staffUsers);
    expect(admin).toMatchObject({
      email: "ops.lead@keystone.test",
      organisationId: lender?.id,
      role: "lenderAdmin",
      status: "active",
    });
    const [audit] = await connection.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "portal.lenderAdmin.created"));
    expect(audit).toMatchObject({ actor: "system:command", details: { organisationCreated: true } });
    // Only the token's hash is stored, and never printed to the audit.
    expect(JSON.stringify(audit)).not.toContain(tokenOf(answer.out));
  });

  it("refuses a second administrator unless --another says so, and then uses the lender's organisation", async () => {
    expect((await run("create-lender-admin", "--email", "first@keystone.test")).code).toBe(0);
    const refused = await run("create-lender-admin", "--email", "second@keystone.test");
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      "The lender already has an administrator (first@keystone.test), who invites colleagues from the portal. Add --another to make one more from here.",
    );
    const another = await run("create-lender-admin", "--email", "second@keystone.test", "--another");
    expect(another.code).toBe(0);
    expect(another.out).not.toContain("Created the lender's organisation");
    expect(await connection.db.select().from(organisations)).toHaveLength(1);
    expect(await connection.db.select().from(staffInvitations)).toHaveLength(2);
  });

  it("uses an existing lender organisation, as the demo seed leaves it", async () => {
    const lender = await world.organisation("Keystone Home Credit", "lender");
    const answer = await run("create-lender-admin", "--email", "ops@keystone.test");
    expect(answer.code).toBe(0);
    const [admin] = await connection.db.select().from(staffUsers);
    expect(admin?.organisationId).toBe(lender.id);
  });

  it("refuses an address that already has a portal account", async () => {
    const partner = await world.organisation("Acme Credit Union");
    await world.staff(partner.id, "admin", { email: "taken@acme.test" });
    const answer = await run("create-lender-admin", "--email", "taken@acme.test", "--another");
    expect(answer).toMatchObject({ code: 1, out: "" });
    expect(answer.err).toContain("taken@acme.test already has a portal account.");
  });

  it("answers the usage or the address's problem, changing nothing", async () => {
    for (const args of [
      [],
      ["create-lender-admin"],
      ["make-admin", "--email", "a@b.test"],
      ["create-lender-admin", "--mail", "a@b.test"],
    ]) {
      expect(await run(...args), args.join(" ")).toEqual({ code: 2, out: "", err: PORTAL_USAGE });
    }
    const bad = await run("create-lender-admin", "--email", "not an address");
    expect(bad.code).toBe(1);
    expect(bad.err).not.toBe("");
    expect(await connection.db.select().from(organisations)).toHaveLength(0);
  });
});
