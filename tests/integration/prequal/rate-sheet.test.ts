import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import type { Database } from "@/server/db/client";
import { offers } from "@/server/db/schema";
import {
  currentRateSheet,
  decideRateSheet,
  proposeRateSheet,
} from "@/server/services/prequal/rate-sheet-store";
import { helocTerms, newFlowToOffer, person } from "../support/prequal-journeys";
import { prequalWorldForEachTest } from "./prequal-world";

const it_ = prequalWorldForEachTest();

/** A version proposed by one administrator and approved by another, in force from now (decision 106). */
async function publishRateSheet(db: Database, sheet: unknown, by: string, note: string) {
  const now = new Date();
  const { version } = await proposeRateSheet(db, { sheet, by, note, effectiveAt: now });
  await decideRateSheet(db, version, { status: "approved", by: "staff:second", at: now, effectiveAt: now });
  return { version };
}

describe("the rate sheet as data (docs/design.md §4): a new version prices new offers, old offers keep theirs", () => {
  it("prices after a publish on the new version, while the offer priced before still names version 1", async () => {
    const { world, db } = it_;
    const first = world.browser();
    const ann = person("Lee");
    const before = await newFlowToOffer(world, first, ann);
    expect(before).toMatchObject({ rateSheetVersion: 1 });
    const beforeTerms = helocTerms(before);

    // The prime rate goes up a point.
    const { version } = await publishRateSheet(
      db,
      {
        ...DEFAULT_RATE_SHEET,
        heloc: { ...DEFAULT_RATE_SHEET.heloc, index: { name: "Prime rate", rate: 0.085 } },
      },
      "ops@lender.test",
      "Prime rate 8.50%",
    );
    expect(version).toBe(2);
    expect((await currentRateSheet(db)).version).toBe(2);

    const second = world.browser();
    const bea = person("Lee", { firstName: "Bea" });
    const after = await newFlowToOffer(world, second, bea);
    expect(after).toMatchObject({ rateSheetVersion: 2 });
    expect(helocTerms(after).rate).toBeCloseTo(beforeTerms.rate + 0.01, 10);

    // Ann's offer is the one she was given: its version, its rate, in the offer and in quote.current.
    const again = await first.trpc.prequal.offer.query({ flow: "new" });
    expect(again).toMatchObject({ rateSheetVersion: 1 });
    expect(helocTerms(again)).toEqual(beforeTerms);
    expect(
      await first.trpc.quote.current.query({ email: ann.email, fetchOriginationFee: false }),
    ).toMatchObject({
      rateSheetVersion: 1,
      rate: beforeTerms.rate,
    });
    expect((await db.select().from(offers)).map((o) => o.rateSheetVersion).sort()).toEqual(
      expect.arrayContaining([1, 2]),
    );
  });

  it("refuses a sheet the domain's schema does not accept, and keeps the current version", async () => {
    const { db } = it_;
    const current = (await currentRateSheet(db)).version;
    await expect(
      publishRateSheet(
        db,
        { ...DEFAULT_RATE_SHEET, heloc: { ...DEFAULT_RATE_SHEET.heloc, rateCap: -1 } },
        "ops",
        "typo",
      ),
    ).rejects.toThrow();
    expect((await currentRateSheet(db)).version).toBe(current);
  });
});
