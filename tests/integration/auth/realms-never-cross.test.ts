import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { appRouter } from "@/server/api/root";
import { sessionCookieName } from "@/server/auth/realms";
import type { Connection } from "@/server/db/client";
import type { Browser } from "../support/auth-client";
import { APPLICANT_PASSWORD, type AuthWorld, freshAuthWorldForEachTest, type Staff } from "./auth-world";

let _connection: Connection;
let world: AuthWorld;
let ann: Browser;
let admin: Staff;
let adminBrowser: Browser;
let organisationId: string;

const APPLICANT_COOKIE = sessionCookieName("applicant", false);
const PORTAL_COOKIE = sessionCookieName("portal", false);

freshAuthWorldForEachTest(async (fresh, database) => {
  _connection = database;
  world = fresh;
  ann = world.browser();
  await world.signedUpApplicant(ann, "ann@mail.test");
  const org = await world.organisation("Acme Credit Union");
  organisationId = org.id;
  admin = await world.staff(org.id, "admin");
  adminBrowser = world.browser();
  await world.signedInStaff(adminBrowser, admin);
});

const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: "query" | "mutation" } }
>;
const typeOf = (path: string) => procedures[path]?._def.type ?? "query";

const NO_APPLICATION = "00000000-0000-4000-8000-000000000000";

/** Valid input for every procedure that needs a portal session (portal.*). */
function portalInput(path: string): unknown {
  const aCondition = { applicationId: NO_APPLICATION, conditionId: NO_APPLICATION, version: 1 };
  const inputs: Record<string, unknown> = {
    "portal.home": undefined,
    "portal.users": { organisationId },
    "portal.inviteUser": { email: "new.officer@broker.test", role: "loanOfficer", organisationId },
    "portal.changeRole": { staffUserId: admin.id, role: "viewer" },
    "portal.deactivateUser": { staffUserId: admin.id },
    "portal.reactivateUser": { staffUserId: admin.id },
    "portal.resetSecondFactor": { staffUserId: admin.id },
    // Partner organisations and who works a file (decisions 088, 089).
    "portal.organisations": undefined,
    "portal.createTeam": { organisationId, name: "Wilmington branch" },
    "portal.changeTeam": { staffUserId: admin.id, teamId: null },
    "portal.createOrganisation": { name: "Harbor Brokers", adminEmail: "first.admin@harbor.test" },
    "portal.assignment.get": { applicationId: NO_APPLICATION },
    "portal.assignment.assign": { applicationId: NO_APPLICATION, loanOfficerId: null, processorId: null },
    // The pipeline (decision 040): an application id no one has; the realm refuses before it is read.
    "portal.pipeline.list": { page: 1 },
    "portal.pipeline.export": {},
    // The loan file (decisions 084, 085) and the lending-system delivery (decision 083).
    "portal.loanFile.get": { applicationId: NO_APPLICATION },
    "portal.loanFile.revealNumber": {
      applicationId: NO_APPLICATION,
      number: "ssn:borrower",
      reason: "Ordering the tax transcript from the IRS.",
    },
    "portal.messages.thread": { applicationId: NO_APPLICATION },
    "portal.messages.send": { applicationId: NO_APPLICATION, body: "Hello" },
    "portal.messages.addNote": { applicationId: NO_APPLICATION, body: "A note" },
    "portal.messages.markRead": { applicationId: NO_APPLICATION },
    "portal.loanDelivery.get": { applicationId: NO_APPLICATION },
    "portal.loanDelivery.report": { applicationId: NO_APPLICATION },
    "portal.lendingSystems.list": undefined,
    "portal.lendingSystems.choose": { organisationId: NO_APPLICATION, lendingSystem: null },
    // Underwriting (decisions 091, 092).
    "portal.underwriting.queue": undefined,
    "portal.underwriting.get": { applicationId: NO_APPLICATION },
    "portal.underwriting.decide": {
      applicationId: NO_APPLICATION,
      supersedes: NO_APPLICATION,
      outcome: "approved",
      comment: "Income verified.",
      reasons: [],
    },
    "portal.underwriting.moveMilestone": {
      applicationId: NO_APPLICATION,
      from: "submitted",
      to: "processing",
    },
    "portal.loanDelivery.sendAgain": { applicationId: NO_APPLICATION },
    "portal.loanDelivery.download": { applicationId: NO_APPLICATION },
    "portal.applicantDocuments.get": { applicationId: NO_APPLICATION },
    "portal.applicantDocuments.waive": {
      applicationId: NO_APPLICATION,
      documentType: "paystub",
      borrower: "main",
    },
    "portal.applicantDocuments.request": {
      applicationId: NO_APPLICATION,
      documentType: "bank_statements",
      borrower: "main",
      reason: "We need one more month of statements.",
    },
    "portal.applicantDocuments.markReviewed": { applicationId: NO_APPLICATION, documentId: NO_APPLICATION },
    "portal.applicantDocuments.addCondition": { applicationId: NO_APPLICATION, code: 102 },
    "portal.applicantDocuments.waiveCondition": { ...aCondition, reason: "Met." },
    "portal.applicantDocuments.editCondition": {
      ...aCondition,
      text: "Explain the inquiry.",
      category: "priorToApproval",
      owner: "borrower",
      dueOn: null,
    },
    "portal.applicantDocuments.clearCondition": aCondition,
    "portal.applicantDocuments.sendBackConditionFile": { ...aCondition, reason: "unreadable", note: "" },
    "portal.applicantDocuments.reopenCondition": { ...aCondition, reason: "expired", note: "" },
  };
  if (!Object.hasOwn(inputs, path)) throw new Error(`No input for ${path}: add it here`);
  return inputs[path];
}
const PORTAL_PROCEDURES = Object.keys(procedures).filter((path) => path.startsWith("portal."));

/** The procedures that need an applicant session, with valid input. */
const APPLICANT_PROCEDURES: [string, unknown][] = [
  ["identity.me", undefined],
  [
    "identity.changePassword",
    { currentPassword: APPLICANT_PASSWORD, newPassword: "violet harbour engine twelve" },
  ],
];

/** A browser holding only `cookie` under `name`. */
function holding(name: string, cookie: string | undefined): Browser {
  if (!cookie) throw new Error("no cookie to hold");
  const b = world.browser();
  b.jar.set(name, cookie);
  return b;
}

describe("the applicant and portal realms never cross (spec §6)", () => {
  it("lists the portal procedures this test calls", () => {
    expect(PORTAL_PROCEDURES.length).toBeGreaterThanOrEqual(7);
    for (const path of PORTAL_PROCEDURES) expect(() => portalInput(path)).not.toThrow();
  });

  it("refuses an applicant's session on every portal procedure", async () => {
    for (const path of PORTAL_PROCEDURES) {
      const outcome = await ann.call(path, portalInput(path), typeOf(path));
      expect({ path, outcome }).toMatchObject({ path, outcome: { ok: false, code: "UNAUTHORIZED" } });
    }
  });

  it("refuses a portal session on every applicant procedure, and identity.deleteSession ends nothing of it", async () => {
    for (const [path, input] of APPLICANT_PROCEDURES) {
      const outcome = await adminBrowser.call(path, input, typeOf(path));
      expect({ path, outcome }).toMatchObject({ path, outcome: { ok: false, code: "UNAUTHORIZED" } });
    }
    await expect(adminBrowser.trpc.identity.deleteSession.mutate()).resolves.toEqual({ ended: false });
    await expect(adminBrowser.trpc.portal.home.query()).resolves.toMatchObject({ user: { role: "admin" } });
  });

  it("does not read an applicant's cookie as a portal session, even renamed as the portal's", async () => {
    const renamed = holding(PORTAL_COOKIE, ann.sessionCookie("applicant"));
    for (const path of PORTAL_PROCEDURES) {
      const outcome = await renamed.call(path, portalInput(path), typeOf(path));
      expect({ path, outcome }).toMatchObject({ path, outcome: { ok: false, code: "UNAUTHORIZED" } });
    }
    expect(await renamed.session("portal")).toEqual({});
    // And the applicant's own session goes on.
    await expect(ann.trpc.identity.me.query()).resolves.toMatchObject({ email: "ann@mail.test" });
  });

  it("does not read a portal cookie as an applicant session, even renamed as the applicant's", async () => {
    const renamed = holding(APPLICANT_COOKIE, adminBrowser.sessionCookie("portal"));
    for (const [path, input] of APPLICANT_PROCEDURES) {
      const outcome = await renamed.call(path, input, typeOf(path));
      expect({ path, outcome }).toMatchObject({ path, outcome: { ok: false, code: "UNAUTHORIZED" } });
    }
    expect(await renamed.session("applicant")).toEqual({});
    await expect(renamed.trpc.identity.deleteSession.mutate()).resolves.toEqual({ ended: false });
    await expect(adminBrowser.trpc.portal.home.query()).resolves.toBeDefined();
  });

  it("keeps each realm's cookie out of the other realm's {auth}/session", async () => {
    expect(await ann.session("portal")).toEqual({});
    expect(await adminBrowser.session("applicant")).toEqual({});
    // One browser signed in to both realms holds two independent sessions.
    await ann.signOut("portal");
    await expect(ann.trpc.identity.me.query()).resolves.toBeDefined();
  });

  it("refuses a cookie that is not a session JWT of ours", async () => {
    for (const cookie of ["garbage", `${ann.sessionCookie("applicant")?.slice(0, -4)}AAAA`, randomUUID()]) {
      const b = holding(APPLICANT_COOKIE, cookie);
      expect(await b.call("identity.me", undefined, "query")).toMatchObject({
        ok: false,
        code: "UNAUTHORIZED",
      });
      expect(await b.session("applicant")).toEqual({});
    }
  });
});
