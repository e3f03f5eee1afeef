import { inArray } from "drizzle-orm";
import type { PublishRateSheet, RateSheetProblem } from "@/domain/pricing/rate-sheet-publication";
import { rateSheetProblems } from "@/domain/pricing/rate-sheet-publication";
import { recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db/client";
import { staffUsers } from "@/server/db/schema";
import {
  currentRateSheetRecord,
  listRateSheets,
  publishRateSheet,
  type RateSheetRecord,
  RateSheetVersionTaken,
} from "@/server/services/prequal/rate-sheet-store";
import { PortalError } from "./portal-error";
import { displayName } from "./staff-access";

/** Who asks: a lender administrator (the router admits no one else), from an address. */
export interface RateSheetCaller {
  db: Database;
  actor: { id: string };
  address: string;
}

/** A version as the portal shows it: `createdBy` is a person's name, or null for the site's defaults. */
export interface RateSheetVersionView {
  version: number;
  note: string;
  createdBy: string | null;
  createdAt: Date;
}

const STAFF_PREFIX = "staff:";
const SUPERSEDED =
  "Someone published a newer version of the rate sheet while you were editing. Reload the page to see it, then make your change on it.";

/** Thrown when the sheet itself is wrong: each problem by its place in the sheet. */
export class RateSheetRefused extends Error {
  override name = "RateSheetRefused";
  constructor(readonly problems: RateSheetProblem[]) {
    super("The rate sheet has problems");
  }
}

/** `staff:<id>` (who published) as the person's name; "system" (the defaults of the first use) as null. */
async function withNames(db: Database, records: RateSheetRecord[]): Promise<RateSheetVersionView[]> {
  const ids = [
    ...new Set(records.filter((r) => r.createdBy.startsWith(STAFF_PREFIX)).map((r) => r.createdBy.slice(6))),
  ];
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
  return records.map((r) => ({ ...r, createdBy: names.get(r.createdBy) ?? null }));
}

/** rateSheets.current: the version pricing uses now, with its sheet, to edit. */
export async function rateSheetForEditing(caller: RateSheetCaller) {
  const { sheet, ...record } = await currentRateSheetRecord(caller.db);
  const [view] = await withNames(caller.db, [record]);
  return { ...(view as RateSheetVersionView), sheet: sheet as unknown };
}

/** rateSheets.versions: every version, newest first, without the sheets. */
export async function rateSheetHistory(caller: RateSheetCaller) {
  return { versions: await withNames(caller.db, await listRateSheets(caller.db)) };
}

/**
 * rateSheets.publish: the next version, after the domain's checks (docs/design.md §4: pricing is data),
 * audited as `rateSheet.published` in the same transaction. `basedOnVersion`, when given, is the
 * version the operator edited: a newer one published since is not silently overwritten.
 */
export async function publishRateSheetVersion(
  caller: RateSheetCaller,
  input: PublishRateSheet & { basedOnVersion?: number },
): Promise<RateSheetVersionView> {
  const problems = rateSheetProblems(input.sheet);
  if (problems.length) throw new RateSheetRefused(problems);
  if (input.basedOnVersion !== undefined) {
    const current = await currentRateSheetRecord(caller.db);
    if (current.version !== input.basedOnVersion) throw new PortalError("CONFLICT", SUPERSEDED);
  }
  try {
    const published = await publishRateSheet(
      caller.db,
      input.sheet,
      `${STAFF_PREFIX}${caller.actor.id}`,
      input.note,
      (tx, record) =>
        recordAudit(tx, {
          actor: `${STAFF_PREFIX}${caller.actor.id}`,
          action: "rateSheet.published",
          subject: `rateSheet:${record.version}`,
          details: { version: record.version, note: record.note },
          address: caller.address,
        }),
    );
    const [view] = await withNames(caller.db, [published]);
    return view as RateSheetVersionView;
  } catch (error) {
    if (error instanceof RateSheetVersionTaken) throw new PortalError("CONFLICT", SUPERSEDED);
    throw error;
  }
}
