import { and, desc, eq, lte, max } from "drizzle-orm";
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import { type RateSheet, rateSheetInput } from "@/domain/pricing/rate-sheet";
import type { RateSheetStatus } from "@/domain/pricing/rate-sheet-approval";
import type { Database } from "@/server/db/client";
import { rateSheets } from "@/server/db/schema";

export type VersionedRateSheet = { version: number; sheet: RateSheet };

const cache = new WeakMap<Database, { at: number; value: VersionedRateSheet }>();
/** A sheet change reaches every instance within this many milliseconds, without a read per quote. */
const CACHE_MS = 5_000;
/** The defaults have always been in force: no moment a test or a clock picks comes before them. */
const SINCE_EVER = new Date(0);

/**
 * The sheet pricing uses at `now` (docs/design.md §4: data an operator changes without a deploy):
 * the one in force (`sheetInForce`), cached briefly. Every quote, offer and decision reads this.
 */
export async function currentRateSheet(db: Database, now = Date.now()): Promise<VersionedRateSheet> {
  const cached = cache.get(db);
  // A clock set back (a test's world) reads afresh rather than trusting a read from "the future".
  if (cached && now - cached.at < CACHE_MS && now >= cached.at) return cached.value;
  const { version, sheet } = await sheetInForce(db, new Date(now));
  const value = { version, sheet };
  cache.set(db, { at: now, value });
  return value;
}

/**
 * The sheet in force at a moment (decision 106): the latest approved version whose effective time
 * has come, validated by the domain's schema. The first use puts the defaults in as version 1,
 * approved and in force since ever, so every offer names a version that exists.
 */
export async function sheetInForce(db: Database, at: Date): Promise<VersionedRateSheet & RateSheetRecord> {
  const [row] = await db
    .select()
    .from(rateSheets)
    .where(and(eq(rateSheets.status, "approved"), lte(rateSheets.effectiveAt, at)))
    .orderBy(desc(rateSheets.effectiveAt), desc(rateSheets.version))
    .limit(1);
  if (row) return { ...recordOf(row), sheet: rateSheetInput.parse(row.sheet) };
  await db
    .insert(rateSheets)
    .values({
      version: 1,
      sheet: DEFAULT_RATE_SHEET as unknown as Record<string, unknown>,
      note: "docs/design.md §4 defaults",
      createdBy: "system",
      status: "approved",
      effectiveAt: SINCE_EVER,
    })
    .onConflictDoNothing();
  return sheetInForce(db, at);
}

/** A version as its history shows it: who proposed and decided it, when it takes effect, and why. */
export interface RateSheetRecord {
  version: number;
  note: string;
  createdBy: string;
  createdAt: Date;
  status: RateSheetStatus;
  effectiveAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  rejectionReason: string | null;
  restores: number | null;
}

const recordColumns = {
  version: rateSheets.version,
  note: rateSheets.note,
  createdBy: rateSheets.createdBy,
  createdAt: rateSheets.createdAt,
  status: rateSheets.status,
  effectiveAt: rateSheets.effectiveAt,
  decidedBy: rateSheets.decidedBy,
  decidedAt: rateSheets.decidedAt,
  rejectionReason: rateSheets.rejectionReason,
  restores: rateSheets.restores,
};

function recordOf(row: typeof rateSheets.$inferSelect): RateSheetRecord {
  const { sheet: _sheet, ...record } = row;
  return record;
}

/** A version was proposed by someone else at the same moment: this one was not stored. */
export class RateSheetVersionTaken extends Error {
  override name = "RateSheetVersionTaken";
}

export interface Proposal {
  sheet: unknown;
  by: string;
  note: string;
  /** When it takes effect once approved; the proposal's own moment means "as soon as approved". */
  effectiveAt: Date;
  restores?: number;
}

/**
 * Stores a proposed version, the next number, in one transaction with `onProposed` (the audit
 * record). A draft still waiting is withdrawn by it: one draft waits at a time, and an approver
 * holding the old one is told to reload. Two proposals racing for the same number: the second
 * throws `RateSheetVersionTaken` and stores nothing.
 */
export async function proposeRateSheet(
  db: Database,
  proposal: Proposal,
  onProposed?: (tx: Database, proposed: RateSheetRecord) => Promise<void>,
): Promise<RateSheetRecord> {
  const parsed = rateSheetInput.parse(proposal.sheet);
  // Version 1 (the defaults) exists before anyone's change is numbered after it.
  await sheetInForce(db, proposal.effectiveAt);
  return db.transaction(async (tx) => {
    const [latest] = await tx.select({ version: max(rateSheets.version) }).from(rateSheets);
    const version = (latest?.version ?? 0) + 1;
    await tx
      .update(rateSheets)
      .set({ status: "withdrawn", decidedAt: proposal.effectiveAt, decidedBy: proposal.by })
      .where(eq(rateSheets.status, "proposed"));
    const [row] = await tx
      .insert(rateSheets)
      .values({
        version,
        sheet: parsed as unknown as Record<string, unknown>,
        note: proposal.note,
        createdBy: proposal.by,
        status: "proposed",
        effectiveAt: proposal.effectiveAt,
        restores: proposal.restores ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new RateSheetVersionTaken(`Version ${version} of the rate sheet exists already`);
    const record = recordOf(row);
    await onProposed?.(tx, record);
    return record;
  });
}

/**
 * Approves or rejects the waiting draft `version`, once: the update holds only while it is still
 * proposed, so two decisions racing leave one. Null when it is no longer waiting.
 */
export async function decideRateSheet(
  db: Database,
  version: number,
  decision:
    | { status: "approved"; by: string; at: Date; effectiveAt: Date }
    | { status: "rejected"; by: string; at: Date; reason: string },
  onDecided?: (tx: Database, decided: RateSheetRecord) => Promise<void>,
): Promise<RateSheetRecord | null> {
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(rateSheets)
      .set({
        status: decision.status,
        decidedBy: decision.by,
        decidedAt: decision.at,
        ...(decision.status === "approved"
          ? { effectiveAt: decision.effectiveAt }
          : { rejectionReason: decision.reason }),
      })
      .where(and(eq(rateSheets.version, version), eq(rateSheets.status, "proposed")))
      .returning();
    if (!row) return null;
    const record = recordOf(row);
    await onDecided?.(tx, record);
    return record;
  });
  cache.delete(db);
  return decided;
}

/** One version with its sheet, whatever its status; undefined when there is none. */
export async function rateSheetRecord(
  db: Database,
  version: number,
): Promise<(RateSheetRecord & { sheet: RateSheet }) | undefined> {
  const [row] = await db.select().from(rateSheets).where(eq(rateSheets.version, version)).limit(1);
  return row ? { ...recordOf(row), sheet: rateSheetInput.parse(row.sheet) } : undefined;
}

/** The draft waiting for a second administrator, with its sheet, if any. */
export async function pendingRateSheet(db: Database) {
  const [row] = await db.select().from(rateSheets).where(eq(rateSheets.status, "proposed")).limit(1);
  return row ? { ...recordOf(row), sheet: rateSheetInput.parse(row.sheet) } : undefined;
}

/** Every version, newest first, without the sheets themselves (at most `limit`). */
export async function listRateSheets(db: Database, limit = 100): Promise<RateSheetRecord[]> {
  await sheetInForce(db, new Date());
  return db.select(recordColumns).from(rateSheets).orderBy(desc(rateSheets.version)).limit(limit);
}

/** A sheet by version, to derive an old offer again. */
export async function rateSheetVersion(db: Database, version: number): Promise<RateSheet | undefined> {
  return (await rateSheetRecord(db, version))?.sheet;
}
