import { TRPCClientError } from "@trpc/client";
import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import type { RateSheet } from "@/domain/pricing/rate-sheet";
import type { Connection } from "@/server/db/client";
import { auditEvents, rateSheets } from "@/server/db/schema";
import { calculatorFiguresNow } from "@/server/services/prequal/calculator-figures-now";
import { currentRateSheet } from "@/server/services/prequal/rate-sheet-store";
import { type AuthWorld, authWorld, type Staff } from "../auth/auth-world";
import type { Browser } from "../support/auth-client";
import { helocTerms, newFlowToOffer, person } from "../support/prequal-journeys";
import { freshDatabase } from "../support/test-database";

/**
 * The rate sheet's versions through the real /api/trpc (decisions 026, 106, 107): holders of
 * `publishRateSheet` (two lender administrators here) propose and approve, never their own; a sheet
 * the domain refuses stores nothing and names each wrong place; an approved version prices from its
 * effective moment by the world's clock; a stale approval is refused; a rollback is a copy approved
 * like any change.
 */
let connection: Connection;
let world: AuthWorld;
let proposer: Browser;
let proposerStaff: Staff;
let approver: Browser;
let approverStaff: Staff;
const others: Record<string, Browser> = {};

beforeAll(async () => {
  connection = await freshDatabase();
  world = authWorld(connection);
  const lender = await world.organisation("Keystone Home Credit", "lender");
  const partner = await world.organisation("Acme Credit Union");
  proposerStaff = await world.staff(lender.id, "lenderAdmin");
  approverStaff = await world.staff(lender.id, "lenderAdmin");
  proposer = world.browser();
  await world.signedInStaff(proposer, proposerStaff);
  approver = world.browser();
  await world.signedInStaff(approver, approverStaff);
  for (const role of ["admin", "loanOfficer", "viewer"] as const) {
    const b = world.browser();
    await world.signedInStaff(b, await world.staff(partner.id, role));
    others[role] = b;
  }
});
afterAll(async () => {
  world?.end();
  await connection.close();
});

const sheetCopy = (): RateSheet => JSON.parse(JSON.stringify(DEFAULT_RATE_SHEET));
const withPrime = (rate: number) => {
  const sheet = sheetCopy();
  sheet.heloc.index.rate = rate;
  return sheet;
};
const storedVersions = async () =>
  (await connection.db.select({ version: rateSheets.version }).from(rateSheets)).map((r) => r.version).sort();
/** The audit records of `action`, oldest first (a table read has no order of its own). */
const audits = (action: string) =>
  connection.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(asc(auditEvents.id));
const inForce = async () => (await currentRateSheet(connection.db)).version;

async function refused(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = error.data as { code: string; fieldErrors: Record<string, string[]> | null };
    return { code: data.code, message: error.message, fieldErrors: data.fieldErrors };
  }
  throw new Error("expected the call to be refused");
}

describe("proposing a version", () => {
  it("starts at version 1, the defaults the site put in, in force with nothing waiting", async () => {
    const current = await proposer.trpc.rateSheets.current.query();
    expect(current).toMatchObject({
      version: 1,
      note: "docs/design.md §4 defaults",
      createdBy: null,
      pending: null,
    });
    expect(current.sheet).toEqual(DEFAULT_RATE_SHEET);
    const { inForceVersion, versions } = await proposer.trpc.rateSheets.versions.query();
    expect(inForceVersion).toBe(1);
    expect(versions.map((v) => [v.version, v.status])).toEqual([[1, "approved"]]);
  });

  it("refuses a bad sheet with a field error named by its place in the sheet, and stores nothing", async () => {
    const sheet = sheetCopy();
    sheet.heloc.tiers[0]?.margins.pop();
    sheet.heloc.rateCap = 1.5;
    const answer = await refused(proposer.trpc.rateSheets.propose.mutate({ sheet, note: "Three margins" }));
    expect(answer.code).toBe("BAD_REQUEST");
    expect(answer.fieldErrors).toEqual({
      "heloc.rateCap": [expect.stringMatching(/1/)],
      "heloc.tiers.0.margins": ["Give one value for each of the 4 bands"],
    });
    expect(await storedVersions()).toEqual([1]);
  });

  it("refuses a sheet that is not one, a missing or long note, and a moment in the past, field by field", async () => {
    const notASheet = await refused(proposer.trpc.rateSheets.propose.mutate({ sheet: [1, 2], note: "x" }));
    expect(Object.keys(notASheet.fieldErrors ?? {})).toEqual(["sheet"]);
    const noNote = await refused(proposer.trpc.rateSheets.propose.mutate({ sheet: sheetCopy(), note: " " }));
    expect(noNote.fieldErrors).toEqual({ note: ["Say in a few words what this version changes"] });
    const longNote = await refused(
      proposer.trpc.rateSheets.propose.mutate({ sheet: sheetCopy(), note: "x".repeat(201) }),
    );
    expect(longNote.fieldErrors).toEqual({ note: ["Keep the note to 200 characters"] });
    const past = await refused(
      proposer.trpc.rateSheets.propose.mutate({
        sheet: sheetCopy(),
        note: "Back-dated",
        effectiveAt: new Date(Date.now() - 24 * 60 * 60_000),
      }),
    );
    expect(past.fieldErrors).toEqual({ effectiveAt: [expect.stringMatching(/in the past/)] });
    const notADate = await refused(
      proposer.trpc.rateSheets.propose.mutate({
        sheet: sheetCopy(),
        note: "x",
        effectiveAt: "tomorrow" as unknown as Date,
      }),
    );
    expect(Object.keys(notADate.fieldErrors ?? {})).toEqual(["effectiveAt"]);
    expect(await storedVersions()).toEqual([1]);
  });

  it("stores a good sheet as a draft, audited, which prices nothing before approval", async () => {
    const draft = await proposer.trpc.rateSheets.propose.mutate({
      sheet: withPrime(0.0725),
      note: "Prime rate down to 7.25%",
      basedOnVersion: 1,
    });
    expect(draft).toMatchObject({ version: 2, status: "proposed", createdBy: "Sam lenderAdmin" });
    expect(await inForce()).toBe(1);
    const [audit] = await audits("rateSheet.proposed");
    expect(audit).toMatchObject({ actor: `staff:${proposerStaff.id}`, subject: "rateSheet:2" });
    const current = await approver.trpc.rateSheets.current.query();
    expect(current.version).toBe(1);
    expect(current.pending).toMatchObject({
      version: 2,
      proposedByYou: false,
      changes: [{ path: "heloc.index.rate", before: DEFAULT_RATE_SHEET.heloc.index.rate, after: 0.0725 }],
    });
    expect((await proposer.trpc.rateSheets.current.query()).pending?.proposedByYou).toBe(true);
  });
});

describe("approving a version", () => {
  it("refuses the proposer approving their own draft, and it stays waiting", async () => {
    const answer = await refused(proposer.trpc.rateSheets.approve.mutate({ version: 2, inForceVersion: 1 }));
    expect(answer).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringMatching(/another pricing administrator/),
    });
    expect(await inForce()).toBe(1);
  });

  it("refuses an approval of a draft replaced since it was read, asking to reload", async () => {
    world.minutes(1);
    const newer = await proposer.trpc.rateSheets.propose.mutate({ sheet: withPrime(0.07), note: "Prime 7%" });
    expect(newer.version).toBe(3);
    const stale = await refused(approver.trpc.rateSheets.approve.mutate({ version: 2, inForceVersion: 1 }));
    expect(stale).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/Reload the page/) });
    const wrongBase = await refused(
      approver.trpc.rateSheets.approve.mutate({ version: 3, inForceVersion: 2 }),
    );
    expect(wrongBase).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/Reload the page/) });
    const none = await refused(approver.trpc.rateSheets.approve.mutate({ version: 99, inForceVersion: 1 }));
    expect(none.code).toBe("NOT_FOUND");
    expect(await inForce()).toBe(1);
  });

  it("rejects a draft with a reason, audited, and it never prices", async () => {
    const empty = await refused(approver.trpc.rateSheets.reject.mutate({ version: 3, reason: " " }));
    expect(empty.fieldErrors).toEqual({ reason: ["Say why the version is rejected, for its proposer"] });
    const rejected = await approver.trpc.rateSheets.reject.mutate({ version: 3, reason: "<b>Too low</b>" });
    expect(rejected).toMatchObject({ status: "rejected", rejectionReason: "<b>Too low</b>" });
    expect((await audits("rateSheet.rejected"))[0]).toMatchObject({ subject: "rateSheet:3" });
    const again = await refused(approver.trpc.rateSheets.approve.mutate({ version: 3, inForceVersion: 1 }));
    expect(again.code).toBe("CONFLICT");
    expect(await inForce()).toBe(1);
  });

  it("prices with a future-dated version only from its moment, by the world's clock", async () => {
    // Ten minutes ahead: within a staff session's idle limit, so the same people sign in throughout.
    const inTenMinutes = new Date(Date.now() + 10 * 60_000);
    const draft = await proposer.trpc.rateSheets.propose.mutate({
      sheet: withPrime(0.0725),
      note: "Prime 7.25% in ten minutes",
      effectiveAt: inTenMinutes,
    });
    const approved = await approver.trpc.rateSheets.approve.mutate({
      version: draft.version,
      inForceVersion: 1,
    });
    expect(approved).toMatchObject({
      status: "approved",
      decidedBy: "Sam lenderAdmin",
      effectiveAt: inTenMinutes,
    });
    expect((await audits("rateSheet.approved"))[0]).toMatchObject({ actor: `staff:${approverStaff.id}` });
    world.minutes(9);
    expect(await inForce()).toBe(1);
    expect((await calculatorFiguresNow(connection.db)).version).toBe(1);
    world.minutes(2);
    expect(await inForce()).toBe(draft.version);
    // The public calculator's figures follow the sheet in force (decision 108).
    expect((await calculatorFiguresNow(connection.db)).version).toBe(draft.version);
    expect((await approver.trpc.rateSheets.versions.query()).inForceVersion).toBe(draft.version);
  });

  it("gives offers made after approval the new version", async () => {
    const b = world.browser();
    const offer = await newFlowToOffer(world, b, person("Quinn"));
    expect(offer).toMatchObject({ rateSheetVersion: await inForce() });
    expect(helocTerms(offer).rate).toBeGreaterThan(0);
  });
});

describe("rolling back", () => {
  it("proposes a copy of an earlier version for approval, audited, in force once a second holder approves", async () => {
    const before = await inForce();
    const copy = await proposer.trpc.rateSheets.rollback.mutate({ version: 1 });
    expect(copy).toMatchObject({ status: "proposed", restores: 1, note: "Make version 1 current again" });
    expect(await inForce()).toBe(before);
    expect((await audits("rateSheet.rollbackProposed"))[0]).toMatchObject({
      actor: `staff:${proposerStaff.id}`,
      details: expect.objectContaining({ restores: 1 }),
    });
    const own = await refused(
      proposer.trpc.rateSheets.approve.mutate({ version: copy.version, inForceVersion: before }),
    );
    expect(own.code).toBe("FORBIDDEN");
    await approver.trpc.rateSheets.approve.mutate({ version: copy.version, inForceVersion: before });
    expect(await inForce()).toBe(copy.version);
    expect((await currentRateSheet(connection.db)).sheet).toEqual(DEFAULT_RATE_SHEET);
  });

  it("refuses rolling back to the version in force, a version never approved, or none", async () => {
    const current = await inForce();
    expect((await refused(proposer.trpc.rateSheets.rollback.mutate({ version: current }))).code).toBe(
      "CONFLICT",
    );
    expect((await refused(proposer.trpc.rateSheets.rollback.mutate({ version: 3 }))).code).toBe("CONFLICT");
    expect((await refused(proposer.trpc.rateSheets.rollback.mutate({ version: 999 }))).code).toBe(
      "NOT_FOUND",
    );
  });
});

describe("the rate sheet for anyone else", () => {
  it("is FORBIDDEN to a partner's staff of every role, and unauthorised without a staff session", async () => {
    const before = await storedVersions();
    const calls: [string, unknown, "query" | "mutation"][] = [
      ["rateSheets.current", undefined, "query"],
      ["rateSheets.versions", undefined, "query"],
      ["rateSheets.propose", { sheet: sheetCopy(), note: "Mine" }, "mutation"],
      ["rateSheets.approve", { version: 2, inForceVersion: 1 }, "mutation"],
      ["rateSheets.reject", { version: 2, reason: "No" }, "mutation"],
      ["rateSheets.rollback", { version: 1 }, "mutation"],
    ];
    for (const [who, b] of [...Object.entries(others), ["nobody", world.browser()] as const]) {
      const expected = who === "nobody" ? "UNAUTHORIZED" : "FORBIDDEN";
      for (const [path, input, type] of calls) {
        expect({ who, path, ...(await b.call(path, input, type)) }).toMatchObject({
          who,
          path,
          code: expected,
        });
      }
    }
    expect(await storedVersions()).toEqual(before);
    expect(
      await connection.db.select().from(auditEvents).where(like(auditEvents.action, "rateSheet.%")),
    ).toHaveLength(
      (await audits("rateSheet.proposed")).length +
        (await audits("rateSheet.approved")).length +
        (await audits("rateSheet.rejected")).length +
        (await audits("rateSheet.rollbackProposed")).length,
    );
  });
});
