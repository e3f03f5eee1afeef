import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Connection } from "@/server/db/client";
import { auditEvents, staffInvitations, staffUsers } from "@/server/db/schema";
import { acceptInvitation } from "@/server/services/portal/accept-invitation";
import { deactivateStaffUser } from "@/server/services/portal/deactivate-staff-user";
import { inviteStaffUser } from "@/server/services/portal/invite-staff-user";
import { listOrganisationUsers } from "@/server/services/portal/list-organisation-users";
import { verifyStaffPassword } from "@/server/services/portal/verify-staff-password";
import { freshDatabase } from "../support/test-database";
import { type Organisation, portalWorld, refusal, SITE_URL, type Staff, tokenOf } from "./portal-fixture";

let connection: Connection;
let world: ReturnType<typeof portalWorld>;
let orgA: Organisation;
let orgB: Organisation;
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
  ({ orgA, orgB, adminA, officerA, viewerA, adminB, viewerB, lenderAdmin } = await world.cast());
});

const rowOf = (id: string) => world.row(id);

describe("listing an organisation's users (spec §2 /portal/manage-users)", () => {
  it("shows an admin the users of its own organisation only", async () => {
    const list = await listOrganisationUsers(world.as(adminA), { organisationId: orgA.id });
    expect(list.organisation).toEqual({ id: orgA.id, name: orgA.name });
    expect(list.users.map((u) => u.id).sort()).toEqual([adminA.id, officerA.id, viewerA.id].sort());
    expect(list.users[0]).not.toHaveProperty("passwordHash");
    expect(Object.keys(list.users[0] ?? {}).sort()).toEqual(
      [
        "email",
        "firstName",
        "id",
        "lastName",
        "lastSignInAt",
        "nmlsId",
        "role",
        "secondFactorEnrolled",
        "status",
        "teamId",
      ].sort(),
    );
  });

  it("refuses an admin of one organisation the users of another", async () => {
    const answer = await refusal(listOrganisationUsers(world.as(adminA), { organisationId: orgB.id }));
    expect(answer.code).toBe("FORBIDDEN");
  });

  it("refuses a loan officer and a viewer, even for their own organisation", async () => {
    for (const caller of [officerA, viewerA]) {
      const answer = await refusal(listOrganisationUsers(world.as(caller), { organisationId: orgA.id }));
      expect(answer).toEqual({
        code: "FORBIDDEN",
        message: "Only an administrator of this organisation can manage its users.",
      });
    }
  });

  it("shows a lender administrator any organisation's users", async () => {
    const list = await listOrganisationUsers(world.as(lenderAdmin), { organisationId: orgB.id });
    expect(list.users.map((u) => u.id).sort()).toEqual([adminB.id, viewerB.id].sort());
  });
});

describe("inviting a colleague (docs/design.md §4)", () => {
  it("mails a one-time link with the token in the fragment, and stores only its hash", async () => {
    const { user, expiresAt } = await inviteStaffUser(world.as(adminA), {
      email: "new.officer@acme.test",
      role: "loanOfficer",
      organisationId: orgA.id,
    });
    expect(user).toMatchObject({ email: "new.officer@acme.test", role: "loanOfficer", status: "invited" });
    expect(expiresAt).toEqual(new Date(world.clock.now.getTime() + 72 * 3600_000));
    const [message] = world.mail.sent;
    expect(message?.to).toBe("new.officer@acme.test");
    expect(message?.text).toContain(`${SITE_URL}/portal/accept-invitation#token=`);
    expect(message?.text).toContain("Alice admin");
    const token = tokenOf(message?.text ?? "");
    const stored = await connection.db.select().from(staffInvitations);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    const [audit] = await connection.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "portal.user.invited"));
    expect(audit).toMatchObject({
      actor: `staff:${adminA.id}`,
      subject: `staff:${user.id}`,
      address: "203.0.113.7",
    });
    expect(JSON.stringify(audit?.details)).not.toContain(token);
  });

  it("refuses an admin inviting into another organisation", async () => {
    const answer = await refusal(
      inviteStaffUser(world.as(adminA), { email: "x@birch.test", role: "viewer", organisationId: orgB.id }),
    );
    expect(answer.code).toBe("FORBIDDEN");
    expect(world.mail.sent).toHaveLength(0);
  });

  it("refuses a loan officer or a viewer inviting anyone", async () => {
    for (const caller of [officerA, viewerA]) {
      const answer = await refusal(
        inviteStaffUser(world.as(caller), { email: "x@acme.test", role: "viewer", organisationId: orgA.id }),
      );
      expect(answer.code).toBe("FORBIDDEN");
    }
  });

  it("never lets a partner's admin hand out lender administration", async () => {
    const answer = await refusal(
      inviteStaffUser(world.as(adminA), {
        email: "x@acme.test",
        role: "lenderAdmin",
        organisationId: orgA.id,
      }),
    );
    expect(answer.code).toBe("BAD_REQUEST");
  });

  it("answers an e-mail of another organisation's user exactly as an unknown one, and changes nothing of theirs (decision 071)", async () => {
    const unknown = await inviteStaffUser(world.as(adminA), {
      email: "nobody-yet@acme.test",
      role: "viewer",
      organisationId: orgA.id,
    });
    const rival = await inviteStaffUser(world.as(adminA), {
      email: viewerB.email,
      role: "viewer",
      organisationId: orgA.id,
    });
    const shape = (answer: typeof rival) => ({
      ...answer,
      user: { ...answer.user, id: typeof answer.user.id, email: typeof answer.user.email },
    });
    expect(shape(rival)).toEqual(shape(unknown));
    expect(rival.user).toMatchObject({
      email: viewerB.email,
      status: "invited",
      firstName: "",
      lastName: "",
    });
    // Both are mailed an invitation, and both are listed as invited.
    expect(world.mail.sent.map((m) => m.to)).toEqual(["nobody-yet@acme.test", viewerB.email]);
    const listed = (await listOrganisationUsers(world.as(adminA), { organisationId: orgA.id })).users;
    expect(listed.filter((u) => u.status === "invited").map((u) => [u.id, u.email])).toEqual(
      expect.arrayContaining([
        [unknown.user.id, "nobody-yet@acme.test"],
        [rival.user.id, viewerB.email],
      ]),
    );
    // The rival's user stays theirs, active, and their own pending links are untouched.
    expect(await rowOf(viewerB.id)).toMatchObject({ organisationId: orgB.id, status: "active" });
    // Only the one who holds the address learns why the link does not work.
    const refused = await refusal(
      acceptInvitation(world.visitor(), {
        token: tokenOf(world.mail.sent.at(-1)?.text ?? ""),
        password: "a long passphrase here",
        firstName: "Vic",
        lastName: "Rival",
      }),
    );
    expect(refused.message).toMatch(/already uses the portal with another organisation/);
    expect(await rowOf(viewerB.id)).toMatchObject({ organisationId: orgB.id, status: "active" });
  });

  it("replaces the earlier link when someone is invited again", async () => {
    const invite = { email: "twice@acme.test", role: "viewer" as const, organisationId: orgA.id };
    await inviteStaffUser(world.as(adminA), invite);
    await inviteStaffUser(world.as(adminA), { ...invite, role: "loanOfficer" });
    const [first, second] = world.mail.sent.map((m) => tokenOf(m.text));
    const accept = { password: "a long passphrase here", firstName: "Tam", lastName: "Twice" };
    const stale = await refusal(acceptInvitation(world.visitor(), { token: first as string, ...accept }));
    expect(stale.code).toBe("BAD_REQUEST");
    const done = await acceptInvitation(world.visitor(), { token: second as string, ...accept });
    expect((await rowOf(done.staffUserId)).role).toBe("loanOfficer");
  });
});

describe("accepting an invitation", () => {
  async function invited(email = "invitee@acme.test") {
    await inviteStaffUser(world.as(adminA), { email, role: "viewer", organisationId: orgA.id });
    return tokenOf(world.mail.sent.at(-1)?.text ?? "");
  }
  const details = { password: "a long passphrase here", firstName: " Ina ", lastName: "Vitee" };

  it("activates the account with the chosen password; the first sign-in then asks to enrol", async () => {
    const token = await invited();
    const { staffUserId } = await acceptInvitation(world.visitor(), { token, ...details, firstName: "Ina" });
    expect(await rowOf(staffUserId)).toMatchObject({ status: "active", firstName: "Ina", lastName: "Vitee" });
    const step = await verifyStaffPassword(world.visitor(), {
      email: "invitee@acme.test",
      password: details.password,
    });
    expect(step.next).toBe("enrol");
  });

  it("refuses a link used already", async () => {
    const token = await invited();
    await acceptInvitation(world.visitor(), { token, ...details });
    const again = await refusal(
      acceptInvitation(world.visitor(), { token, ...details, password: "another passphrase" }),
    );
    expect(again.code).toBe("BAD_REQUEST");
    expect(again.message).toMatch(/used already/);
  });

  it("refuses a link after 72 hours", async () => {
    const token = await invited();
    world.minutes(72 * 60 + 1);
    const late = await refusal(acceptInvitation(world.visitor(), { token, ...details }));
    expect(late.message).toMatch(/expired/);
  });

  it("refuses a common password with a sentence that says what to do", async () => {
    const token = await invited();
    const weak = await refusal(
      acceptInvitation(world.visitor(), { token, ...details, password: "password123" }),
    );
    expect(weak.code).toBe("BAD_REQUEST");
    expect(weak.message).toMatch(/common/);
  });

  it("refuses a link to an invitation withdrawn by deactivating the invitee", async () => {
    const token = await invited();
    const [row] = await connection.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, "invitee@acme.test"));
    await deactivateStaffUser(world.as(adminA), { staffUserId: row?.id as string });
    expect((await refusal(acceptInvitation(world.visitor(), { token, ...details }))).code).toBe(
      "BAD_REQUEST",
    );
  });
});
