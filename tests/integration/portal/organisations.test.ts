import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, organisations, staffUsers } from "@/server/db/schema";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { tokenOf } from "./portal-fixture";

/**
 * Partner organisations made by a lender administrator, the lender's roles and a loan officer's
 * NMLS ID (issue 22 item 6, decision 088), through the real /api/trpc with real staff sessions.
 */
const it_ = prequalWorldForEachTest();

async function cast() {
  const { world } = it_;
  const orgA = await world.organisation("Acme Credit Union");
  const lender = await world.organisation("Keystone Home Credit", "lender");
  return {
    orgA,
    lender,
    adminA: await world.signedInMember(orgA.id, "admin"),
    lenderAdmin: await world.signedInMember(lender.id, "lenderAdmin"),
    processor: await world.signedInMember(lender.id, "processor"),
    pricingAdmin: await world.signedInMember(lender.id, "pricingAdmin"),
  };
}

const mailTo = (email: string) => it_.world.mail.filter((m) => m.to === email).at(-1);

describe("portal.createOrganisation", () => {
  it("makes a partner organisation and invites its first administrator, who joins it as its admin", async () => {
    const c = await cast();
    const made = await c.lenderAdmin.trpc.portal.createOrganisation.mutate({
      name: "  Harbor   Brokers ",
      adminEmail: "Dana.Reyes@Harbor.test",
    });
    expect(made.organisation.name).toBe("Harbor Brokers");
    expect(made.admin).toMatchObject({ email: "dana.reyes@harbor.test", role: "admin", status: "invited" });
    const [row] = await it_.db.select().from(organisations).where(eq(organisations.id, made.organisation.id));
    expect(row?.kind).toBe("partner");

    const message = mailTo("dana.reyes@harbor.test");
    expect(message?.subject).toBe("Join Harbor Brokers on the Keystone portal");
    const dana = it_.world.browser();
    await dana.trpc.portalAuth.acceptInvitation.mutate({
      token: tokenOf(message?.text ?? ""),
      password: "juniper lantern copper road",
      firstName: "Dana",
      lastName: "Reyes",
    });
    const [admin] = await it_.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, "dana.reyes@harbor.test"));
    expect(admin).toMatchObject({ organisationId: made.organisation.id, role: "admin", status: "active" });

    const [audit] = await it_.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "portal.organisation.created"));
    expect(audit).toMatchObject({
      actor: `staff:${c.lenderAdmin.staffId}`,
      subject: `organisation:${made.organisation.id}`,
    });
    const listed = await c.lenderAdmin.trpc.portal.organisations.query();
    // The lender's own first, then the partners by name.
    expect(listed.organisations.map((o) => o.name)).toEqual([
      "Keystone Home Credit",
      "Acme Credit Union",
      "Harbor Brokers",
    ]);
  });

  it("refuses a name another organisation has, in any case, and creates nothing", async () => {
    const c = await cast();
    const answer = await refusalOf(
      c.lenderAdmin.trpc.portal.createOrganisation.mutate({
        name: "ACME credit union",
        adminEmail: "x@acme.test",
      }),
    );
    expect(answer).toMatchObject({ code: "CONFLICT", httpStatus: 409 });
    expect(answer.message).toContain("exists already");
    expect(await it_.db.select().from(organisations)).toHaveLength(2);
    expect(mailTo("x@acme.test")).toBeUndefined();
  });

  it("refuses each invalid field with its own sentence", async () => {
    const c = await cast();
    const cases = [
      [{ name: "   ", adminEmail: "dana@harbor.test" }, "name", "Enter the organisation's name"],
      [
        { name: "H".repeat(121), adminEmail: "dana@harbor.test" },
        "name",
        "Keep the organisation's name to 120 characters",
      ],
      [{ name: "Harbor\u0000Brokers", adminEmail: "dana@harbor.test" }, "name", "hidden character"],
      [{ name: "Harbor Brokers", adminEmail: "dana at harbor" }, "adminEmail", "e-mail"],
    ] as const;
    for (const [input, field, sentence] of cases) {
      const answer = await refusalOf(c.lenderAdmin.trpc.portal.createOrganisation.mutate(input));
      expect(answer, field).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
      expect(answer.fieldErrors?.[field]?.[0], field).toContain(sentence);
    }
    expect(await it_.db.select().from(organisations)).toHaveLength(2);
  });

  it("refuses every role but the lender administrator with 403, the list too", async () => {
    const c = await cast();
    for (const caller of [c.adminA, c.processor, c.pricingAdmin]) {
      const made = await refusalOf(
        caller.trpc.portal.createOrganisation.mutate({ name: "Harbor Brokers", adminEmail: "d@harbor.test" }),
      );
      expect(made).toMatchObject({ code: "FORBIDDEN", httpStatus: 403 });
      const list = await refusalOf(caller.trpc.portal.organisations.query());
      expect(list).toMatchObject({ code: "FORBIDDEN", httpStatus: 403 });
    }
  });
});

describe("the lender's roles and a loan officer's NMLS ID (decision 088)", () => {
  it("lets a lender administrator invite a processor and a loan officer with an NMLS ID, shown in the list", async () => {
    const c = await cast();
    await c.lenderAdmin.trpc.portal.inviteUser.mutate({
      email: "pat@keystone.test",
      role: "processor",
      organisationId: c.lender.id,
    });
    const { user } = await c.lenderAdmin.trpc.portal.inviteUser.mutate({
      email: "lou@keystone.test",
      role: "lenderLoanOfficer",
      organisationId: c.lender.id,
      nmlsId: " 1234567 ",
    });
    expect(user).toMatchObject({ role: "lenderLoanOfficer", nmlsId: "1234567" });
    const list = await c.lenderAdmin.trpc.portal.users.query({ organisationId: c.lender.id });
    expect(list.users.find((u) => u.email === "pat@keystone.test")).toMatchObject({
      role: "processor",
      nmlsId: null,
    });
    expect(list.users.find((u) => u.email === "lou@keystone.test")?.nmlsId).toBe("1234567");
  });

  it("keeps an NMLS ID only for a loan officer, and changes it with the role dialog", async () => {
    const c = await cast();
    const { user } = await c.adminA.trpc.portal.inviteUser.mutate({
      email: "val@acme.test",
      role: "viewer",
      organisationId: c.orgA.id,
      nmlsId: "42",
    });
    expect(user.nmlsId).toBeNull();
    const officer = await it_.world.staff(c.orgA.id, "loanOfficer");
    const changed = await c.adminA.trpc.portal.changeRole.mutate({
      staffUserId: officer.id,
      role: "loanOfficer",
      nmlsId: "987654321012",
    });
    expect(changed.user.nmlsId).toBe("987654321012");
    const viewer = await c.adminA.trpc.portal.changeRole.mutate({ staffUserId: officer.id, role: "viewer" });
    expect(viewer.user.nmlsId).toBeNull();
  });

  it("refuses an NMLS ID that is not 1 to 12 digits", async () => {
    const c = await cast();
    for (const nmlsId of ["12345678901234", "NMLS-1234", "12 34"]) {
      const answer = await refusalOf(
        c.adminA.trpc.portal.inviteUser.mutate({
          email: "lo@acme.test",
          role: "loanOfficer",
          organisationId: c.orgA.id,
          nmlsId,
        }),
      );
      expect(answer.fieldErrors?.nmlsId, nmlsId).toEqual([
        "Enter the NMLS ID as 1 to 12 digits, like 1234567",
      ]);
    }
  });

  it("never lets a partner's admin give or change a lender role", async () => {
    const c = await cast();
    const give = await refusalOf(
      c.adminA.trpc.portal.inviteUser.mutate({
        email: "u@acme.test",
        role: "underwriter",
        organisationId: c.orgA.id,
      }),
    );
    expect(give.code).toBe("BAD_REQUEST");
    const other = await refusalOf(
      c.adminA.trpc.portal.changeRole.mutate({ staffUserId: c.processor.staffId, role: "viewer" }),
    );
    expect(other.code).toBe("NOT_FOUND");
  });
});

describe("teams or branches (decision 088)", () => {
  it("lets an organisation's admin make teams and put a colleague in one, listed with the users", async () => {
    const c = await cast();
    const { team } = await c.adminA.trpc.portal.createTeam.mutate({
      organisationId: c.orgA.id,
      name: " Wilmington  branch ",
    });
    expect(team.name).toBe("Wilmington branch");
    const officer = await it_.world.staff(c.orgA.id, "loanOfficer");
    const { user } = await c.adminA.trpc.portal.changeTeam.mutate({
      staffUserId: officer.id,
      teamId: team.id,
    });
    expect(user.teamId).toBe(team.id);
    const list = await c.adminA.trpc.portal.users.query({ organisationId: c.orgA.id });
    expect(list.teams).toEqual([team]);
    expect(list.users.find((u) => u.id === officer.id)?.teamId).toBe(team.id);
    const none = await c.adminA.trpc.portal.changeTeam.mutate({ staffUserId: officer.id, teamId: null });
    expect(none.user.teamId).toBeNull();
    const audits = await it_.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "portal.user.teamChanged"));
    expect(audits).toHaveLength(2);
  });

  it("refuses a team name the organisation has already, an empty one, and another organisation's teams", async () => {
    const c = await cast();
    await c.adminA.trpc.portal.createTeam.mutate({ organisationId: c.orgA.id, name: "Dover" });
    const again = await refusalOf(
      c.adminA.trpc.portal.createTeam.mutate({ organisationId: c.orgA.id, name: "DOVER" }),
    );
    expect(again).toMatchObject({ code: "CONFLICT", httpStatus: 409 });
    expect(again.message).toBe("Acme Credit Union has a team named DOVER already.");
    const empty = await refusalOf(
      c.adminA.trpc.portal.createTeam.mutate({ organisationId: c.orgA.id, name: "  " }),
    );
    expect(empty.fieldErrors?.name).toEqual(["Enter the team's name"]);
    const elsewhere = await refusalOf(
      c.adminA.trpc.portal.createTeam.mutate({ organisationId: c.lender.id, name: "Ops" }),
    );
    expect(elsewhere).toMatchObject({ code: "FORBIDDEN", httpStatus: 403 });
    const role = await refusalOf(
      c.processor.trpc.portal.createTeam.mutate({ organisationId: c.lender.id, name: "Ops" }),
    );
    expect(role).toMatchObject({ code: "FORBIDDEN", httpStatus: 403 });
  });

  it("answers not found for another organisation's team or user, and refuses a team id that is not one", async () => {
    const c = await cast();
    const { team: lenderTeam } = await c.lenderAdmin.trpc.portal.createTeam.mutate({
      organisationId: c.lender.id,
      name: "Processing",
    });
    const officer = await it_.world.staff(c.orgA.id, "loanOfficer");
    const foreignTeam = await refusalOf(
      c.adminA.trpc.portal.changeTeam.mutate({ staffUserId: officer.id, teamId: lenderTeam.id }),
    );
    expect(foreignTeam).toMatchObject({ code: "NOT_FOUND", httpStatus: 404 });
    const foreignUser = await refusalOf(
      c.adminA.trpc.portal.changeTeam.mutate({ staffUserId: c.processor.staffId, teamId: null }),
    );
    expect(foreignUser).toMatchObject({ code: "NOT_FOUND", httpStatus: 404 });
    const bad = await refusalOf(
      c.adminA.trpc.portal.changeTeam.mutate({ staffUserId: officer.id, teamId: "Dover" }),
    );
    expect(bad.fieldErrors?.teamId).toEqual(["Choose a team from the list"]);
  });
});
