import { desc, eq } from "drizzle-orm";
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import { type RateSheet, rateSheetInput } from "@/domain/pricing/rate-sheet";
import type { Database } from "@/server/db/client";
import { rateSheets } from "@/server/db/schema";

export type VersionedRateSheet = { version: number; sheet: RateSheet };

const cache = new WeakMap<Database, { at: number; value: VersionedRateSheet }>();
/** A sheet change reaches every instance within this many milliseconds, without a read per quote. */
const CACHE_MS = 5_000;

/**
 * The current rate sheet (docs/design.md §4: data an operator changes without a deploy): the highest
 * version in the database, validated by the domain's schema. The first use puts the defaults in
 * as version 1, so every offer names a version that exists.
 */
export async function currentRateSheet(db: Database, now = Date.now()): Promise<VersionedRateSheet> {
  const cached = cache.get(db);
  if (cached && now - cached.at < CACHE_MS) return cached.value;
  const value = await latestRateSheet(db);
  cache.set(db, { at: now, value });
  return value;
}

async function latestRateSheet(db: Database): Promise<VersionedRateSheet> {
  const [latest] = await db.select().from(rateSheets).orderBy(desc(rateSheets.version)).limit(1);
  if (!latest) {
    await db
      .insert(rateSheets)
      .values({
        version: 1,
        sheet: DEFAULT_RATE_SHEET as unknown as Record<string, unknown>,
        note: "docs/design.md §4 defaults",
        createdBy: "system",
      })
      .onConflictDoNothing();
    return latestRateSheet(db);
  }
  return { version: latest.version, sheet: rateSheetInput.parse(latest.sheet) };
}

/** A version as its history shows it: who made it, when, and why. */
export type RateSheetRecord = { version: number; note: string; createdBy: string; createdAt: Date };

/** A version was published by someone else at the same moment: this one was not stored. */
export class RateSheetVersionTaken extends Error {
  override name = "RateSheetVersionTaken";
}

/**
 * Publishes a new version (an operator's change); offers priced before keep naming theirs. The
 * version is the latest one plus one, written in one transaction with `onPublished` (the audit
 * record), so a version is never stored without it. Two publications racing for the same number:
 * the second throws `RateSheetVersionTaken` and stores nothing.
 */
export async function publishRateSheet(
  db: Database,
  sheet: unknown,
  by: string,
  note: string,
  onPublished?: (tx: Database, published: RateSheetRecord) => Promise<void>,
): Promise<VersionedRateSheet & RateSheetRecord> {
  const parsed = rateSheetInput.parse(sheet);
  // Version 1 (the defaults) exists before anyone's change is numbered after it.
  const version = (await latestRateSheet(db)).version + 1;
  const record = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rateSheets)
      .values({ version, sheet: parsed as unknown as Record<string, unknown>, note, createdBy: by })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new RateSheetVersionTaken(`Version ${version} of the rate sheet exists already`);
    const published = { version, note: row.note, createdBy: row.createdBy, createdAt: row.createdAt };
    await onPublished?.(tx, published);
    return published;
  });
  cache.delete(db);
  return { ...record, sheet: parsed };
}

/** The current version with its record, read afresh (not the pricing's cache): what an operator edits. */
export async function currentRateSheetRecord(db: Database): Promise<VersionedRateSheet & RateSheetRecord> {
  const { version, sheet } = await latestRateSheet(db);
  const [row] = await db.select(recordColumns).from(rateSheets).where(eq(rateSheets.version, version));
  if (!row) throw new Error(`Version ${version} of the rate sheet vanished`);
  return { ...row, sheet };
}

const recordColumns = {
  version: rateSheets.version,
  note: rateSheets.note,
  createdBy: rateSheets.createdBy,
  createdAt: rateSheets.createdAt,
};

/** Every version, newest first, without the sheets themselves (at most `limit`). */
export async function listRateSheets(db: Database, limit = 100): Promise<RateSheetRecord[]> {
  await latestRateSheet(db);
  return db.select(recordColumns).from(rateSheets).orderBy(desc(rateSheets.version)).limit(limit);
}

/** A sheet by version, to derive an old offer again. */
export async function rateSheetVersion(db: Database, version: number): Promise<RateSheet | undefined> {
  const [row] = await db.select().from(rateSheets).where(eq(rateSheets.version, version)).limit(1);
  return row ? rateSheetInput.parse(row.sheet) : undefined;
}
