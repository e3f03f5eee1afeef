import { inArray } from "drizzle-orm";
import {
  effectiveAtProblem,
  type ProposeRateSheet,
  rateSheetChanges,
} from "@/domain/pricing/rate-sheet-approval";
import type { RateSheetProblem } from "@/domain/pricing/rate-sheet-publication";
import { rateSheetProblems } from "@/domain/pricing/rate-sheet-publication";
import { recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db/client";
import { staffUsers } from "@/server/db/schema";
import {
  listRateSheets,
  pendingRateSheet,
  proposeRateSheet,
  type RateSheetRecord,
  RateSheetVersionTaken,
  sheetInForce,
} from "@/server/services/prequal/rate-sheet-store";
import { PortalError } from "./portal-error";
import { displayName } from "./staff-access";

/** Who asks: a holder of `publishRateSheet` (the router admits no one else), from an address, at a moment. */
export interface RateSheetCaller {
  db: Database;
  actor: { id: string };
  address: string;
  now: Date;
}

/** A version as the portal shows it: people by name (null for the site's defaults). */
export type RateSheetVersionView = Omit<RateSheetRecord, "createdBy" | "decidedBy"> & {
  createdBy: string | null;
  decidedBy: string | null;
};

export const STAFF_PREFIX = "staff:";
export const staffActor = (caller: RateSheetCaller) => `${STAFF_PREFIX}${caller.actor.id}`;

const SUPERSEDED =
  "Another version of the rate sheet came into force while you were editing. Reload the page to see it, then make your change on it.";

/** Thrown when the sheet itself is wrong: each problem by its place in the sheet. */
export class RateSheetRefused extends Error {
  override name = "RateSheetRefused";
  constructor(readonly problems: RateSheetProblem[]) {
    super("The rate sheet has problems");
  }
}

/** `staff:<id>` (who proposed or decided) as the person's name; "system" (the first defaults) as null. */
export async function withNames(db: Database, records: RateSheetRecord[]): Promise<RateSheetVersionView[]> {
  const actors = records.flatMap((r) => [r.createdBy, r.decidedBy ?? ""]);
  const ids = [...new Set(actors.filter((a) => a.startsWith(STAFF_PREFIX)).map((a) => a.slice(6)))];
  const people = ids.length
    ? await db
        .select({
          id: staffUsers.id,
          firstName: staffUsers.firstName,
          lastName: staffUsers.lastName,
          email: staffUsers.email,
        })
        .from(staffUsers)
        .where(inArray(staffUsers.id, ids))
    : [];
  const names = new Map(people.map((p) => [`${STAFF_PREFIX}${p.id}`, displayName(p)]));
  const nameOf = (actor: string | null) => (actor ? (names.get(actor) ?? null) : null);
  return records.map((r) => ({ ...r, createdBy: nameOf(r.createdBy), decidedBy: nameOf(r.decidedBy) }));
}

const viewOf = async (db: Database, record: RateSheetRecord) =>
  (await withNames(db, [record]))[0] as RateSheetVersionView;

/**
 * rateSheets.current: the version in force now with its sheet, to edit, and the draft waiting for
 * approval with each figure it changes against the one in force.
 */
export async function rateSheetForEditing(caller: RateSheetCaller) {
  const { sheet, ...record } = await sheetInForce(caller.db, caller.now);
  const draft = await pendingRateSheet(caller.db);
  const pending = draft
    ? {
        ...(await viewOf(caller.db, draft)),
        proposedByYou: draft.createdBy === staffActor(caller),
        changes: rateSheetChanges(sheet, draft.sheet),
      }
    : null;
  return { ...(await viewOf(caller.db, record)), sheet: sheet as unknown, pending };
}

/** rateSheets.versions: every version, newest first, without the sheets, and which one is in force. */
export async function rateSheetHistory(caller: RateSheetCaller) {
  const inForce = await sheetInForce(caller.db, caller.now);
  const versions = await withNames(caller.db, await listRateSheets(caller.db));
  return { inForceVersion: inForce.version, versions };
}

/**
 * rateSheets.propose: a draft of the next version, after the domain's checks (docs/design.md §4:
 * pricing is data), audited as `rateSheet.proposed` in the same transaction; nothing prices with it
 * until a second holder approves it (decision 106). `basedOnVersion`, when given, is the version in
 * force the operator edited: one that came into force since is not silently overwritten.
 */
export async function proposeRateSheetVersion(
  caller: RateSheetCaller,
  input: ProposeRateSheet & { basedOnVersion?: number },
  restores?: number,
): Promise<RateSheetVersionView> {
  const problems = rateSheetProblems(input.sheet);
  const when = effectiveAtProblem(input.effectiveAt, caller.now);
  if (when) problems.push({ path: "effectiveAt", message: when });
  if (problems.length) throw new RateSheetRefused(problems);
  if (input.basedOnVersion !== undefined) {
    const inForce = await sheetInForce(caller.db, caller.now);
    if (inForce.version !== input.basedOnVersion) throw new PortalError("CONFLICT", SUPERSEDED);
  }
  try {
    const proposed = await proposeRateSheet(
      caller.db,
      {
        sheet: input.sheet,
        by: staffActor(caller),
        note: input.note,
        effectiveAt: input.effectiveAt ?? caller.now,
        restores,
      },
      (tx, record) =>
        recordAudit(tx, {
          actor: staffActor(caller),
          action: restores ? "rateSheet.rollbackProposed" : "rateSheet.proposed",
          subject: `rateSheet:${record.version}`,
          details: {
            version: record.version,
            note: record.note,
            effectiveAt: record.effectiveAt.toISOString(),
            ...(restores ? { restores } : {}),
          },
          address: caller.address,
        }),
    );
    return viewOf(caller.db, proposed);
  } catch (error) {
    if (error instanceof RateSheetVersionTaken)
      throw new PortalError(
        "CONFLICT",
        "Someone proposed a version of the rate sheet at the same moment. Reload the page to see it.",
      );
    throw error;
  }
}
