import { TRPCClientError } from "@trpc/client";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import type { RateSheet } from "@/domain/pricing/rate-sheet";
import type { Connection } from "@/server/db/client";
import { auditEvents, rateSheets } from "@/server/db/schema";
import { currentRateSheet } from "@/server/services/prequal/rate-sheet-store";
import { type AuthWorld, authWorld, type Staff } from "../auth/auth-world";
import type { Browser } from "../support/auth-client";
import { freshDatabase } from "../support/test-database";

/**
 * The rate sheet's versions through the real /api/trpc (decision 026): only the lender's
 * administrators read and publish; a sheet the domain refuses stores nothing and names each wrong
 * place; a good one is version n+1, audited, and what pricing reads from then on.
 */
let connection: Connection;
let world: AuthWorld;
let lenderAdmin: Browser;
let lenderAdminStaff: Staff;
let partnerAdmin: Browser;

beforeAll(async () => {
  connection = await freshDatabase();
  world = authWorld(connection);
  const lender = await world.organisation("Keystone Home Credit", "lender");
  const partner = await world.organisation("Acme Credit Union");
  lenderAdminStaff = await world.staff(lender.id, "lenderAdmin");
  lenderAdmin = world.browser();
  await world.signedInStaff(lenderAdmin, lenderAdminStaff);
  partnerAdmin = world.browser();
  await world.signedInStaff(partnerAdmin, await world.staff(partner.id, "admin"));
});
afterAll(async () => {
  world?.end();
  await connection.close();
});

const sheetCopy = (): RateSheet => JSON.parse(JSON.stringify(DEFAULT_RATE_SHEET));
const storedVersions = async () =>
  (await connection.db.select({ version: rateSheets.version }).from(rateSheets)).map((r) => r.version).sort();
const publishedAudits = () =>
  connection.db.select().from(auditEvents).where(eq(auditEvents.action, "rateSheet.published"));

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

describe("the rate sheet for a lender administrator", () => {
  it("starts at version 1, the defaults the site put in, with its sheet to edit", async () => {
    const current = await lenderAdmin.trpc.rateSheets.current.query();
    expect(current).toMatchObject({ version: 1, note: "docs/design.md §4 defaults", createdBy: null });
    expect(current.sheet).toEqual(DEFAULT_RATE_SHEET);
    const { versions } = await lenderAdmin.trpc.rateSheets.versions.query();
    expect(versions).toEqual([
      { version: 1, note: "docs/design.md §4 defaults", createdBy: null, createdAt: expect.any(Date) },
    ]);
  });

  it("refuses a bad sheet with a field error named by its place in the sheet, and stores nothing", async () => {
    const sheet = sheetCopy();
    sheet.heloc.tiers[0]?.margins.pop();
    sheet.heloc.rateCap = 1.5;
    const answer = await refused(
      lenderAdmin.trpc.rateSheets.publish.mutate({ sheet, note: "Three margins" }),
    );
    expect(answer.code).toBe("BAD_REQUEST");
    expect(answer.message).toBe("Some answers need another look.");
    expect(answer.fieldErrors).toEqual({
      "heloc.rateCap": [expect.stringMatching(/1/)],
      "heloc.tiers.0.margins": ["Give one value for each of the 4 bands"],
    });
    expect(await storedVersions()).toEqual([1]);
    expect(await publishedAudits()).toEqual([]);
  });

  it("refuses something that is not a sheet at all, and a missing note, field by field", async () => {
    const notASheet = await refused(lenderAdmin.trpc.rateSheets.publish.mutate({ sheet: [1, 2], note: "x" }));
    expect(Object.keys(notASheet.fieldErrors ?? {})).toEqual(["sheet"]);
    const noNote = await refused(
      lenderAdmin.trpc.rateSheets.publish.mutate({ sheet: sheetCopy(), note: " " }),
    );
    expect(noNote.fieldErrors).toEqual({ note: ["Say in a few words what this version changes"] });
    const longNote = await refused(
      lenderAdmin.trpc.rateSheets.publish.mutate({ sheet: sheetCopy(), note: "x".repeat(201) }),
    );
    expect(longNote.fieldErrors).toEqual({ note: ["Keep the note to 200 characters"] });
    expect(await storedVersions()).toEqual([1]);
  });

  it("publishes a good sheet as version n+1, audited, and pricing reads it from then on", async () => {
    const sheet = sheetCopy();
    sheet.heloc.index.rate = 0.0725;
    world.minutes(1);
    const published = await lenderAdmin.trpc.rateSheets.publish.mutate({
      sheet,
      note: "Prime rate down to 7.25%",
      basedOnVersion: 1,
    });
    expect(published).toMatchObject({
      version: 2,
      note: "Prime rate down to 7.25%",
      createdBy: `Sam lenderAdmin`,
    });
    expect(await storedVersions()).toEqual([1, 2]);
    const [audit, ...more] = await publishedAudits();
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actor: `staff:${lenderAdminStaff.id}`,
      subject: "rateSheet:2",
      details: { version: 2, note: "Prime rate down to 7.25%" },
    });
    const current = await lenderAdmin.trpc.rateSheets.current.query();
    expect(current).toMatchObject({ version: 2, createdBy: "Sam lenderAdmin" });
    expect((current.sheet as RateSheet).heloc.index.rate).toBe(0.0725);
    expect((await currentRateSheet(connection.db)).version).toBe(2);
    const { versions } = await lenderAdmin.trpc.rateSheets.versions.query();
    expect(versions.map((v) => [v.version, v.createdBy])).toEqual([
      [2, "Sam lenderAdmin"],
      [1, null],
    ]);
  });

  it("refuses a sheet edited from a version that is no longer current, and stores nothing", async () => {
    const answer = await refused(
      lenderAdmin.trpc.rateSheets.publish.mutate({ sheet: sheetCopy(), note: "Stale", basedOnVersion: 1 }),
    );
    expect(answer.code).toBe("CONFLICT");
    expect(answer.message).toMatch(/^Someone published a newer version/);
    expect(await storedVersions()).toEqual([1, 2]);
  });
});

describe("the rate sheet for anyone else", () => {
  it("is FORBIDDEN to a partner's admin, and unauthorised without a staff session", async () => {
    for (const b of [partnerAdmin, world.browser()]) {
      const expected = b === partnerAdmin ? "FORBIDDEN" : "UNAUTHORIZED";
      expect(await b.call("rateSheets.current", undefined, "query")).toMatchObject({ code: expected });
      expect(await b.call("rateSheets.versions", undefined, "query")).toMatchObject({ code: expected });
      const publish = await b.call("rateSheets.publish", { sheet: sheetCopy(), note: "Mine" }, "mutation");
      expect(publish).toMatchObject({ code: expected });
    }
    expect(await storedVersions()).toEqual([1, 2]);
  });
});
