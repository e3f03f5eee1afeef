import { approvalRefusal, takesEffectAt } from "@/domain/pricing/rate-sheet-approval";
import { recordAudit } from "@/server/audit/record-audit";
import { decideRateSheet, rateSheetRecord, sheetInForce } from "@/server/services/prequal/rate-sheet-store";
import { PortalError } from "./portal-error";
import { type RateSheetCaller, type RateSheetVersionView, staffActor, withNames } from "./rate-sheets";

const STALE =
  "This draft of the rate sheet was replaced or decided since you read it, or another version came into force. Reload the page to see the draft as it is now.";

async function waitingDraft(caller: RateSheetCaller, version: number) {
  const draft = await rateSheetRecord(caller.db, version);
  if (!draft) throw new PortalError("NOT_FOUND", `There is no version ${version} of the rate sheet.`);
  if (draft.status !== "proposed") throw new PortalError("CONFLICT", STALE);
  return draft;
}

/**
 * rateSheets.approve (decision 106): a second holder of `publishRateSheet` approves the waiting
 * draft they read, compared with the version in force they read; it takes effect at its moment
 * (or now, when that has passed), audited as `rateSheet.approved`.
 */
export async function approveRateSheetVersion(
  caller: RateSheetCaller,
  input: { version: number; inForceVersion: number },
): Promise<RateSheetVersionView> {
  const draft = await waitingDraft(caller, input.version);
  const refusal = approvalRefusal({ proposedBy: draft.createdBy }, staffActor(caller));
  if (refusal) throw new PortalError("FORBIDDEN", refusal);
  const inForce = await sheetInForce(caller.db, caller.now);
  if (inForce.version !== input.inForceVersion) throw new PortalError("CONFLICT", STALE);
  const effectiveAt = takesEffectAt(draft.effectiveAt, caller.now);
  const approved = await decideRateSheet(
    caller.db,
    draft.version,
    { status: "approved", by: staffActor(caller), at: caller.now, effectiveAt },
    (tx, record) =>
      recordAudit(tx, {
        actor: staffActor(caller),
        action: "rateSheet.approved",
        subject: `rateSheet:${record.version}`,
        details: {
          version: record.version,
          effectiveAt: record.effectiveAt.toISOString(),
          ...(record.restores ? { restores: record.restores } : {}),
        },
        address: caller.address,
      }),
  );
  if (!approved) throw new PortalError("CONFLICT", STALE);
  return (await withNames(caller.db, [approved]))[0] as RateSheetVersionView;
}

/** rateSheets.reject: the waiting draft is set aside with a reason for its proposer, audited. */
export async function rejectRateSheetVersion(
  caller: RateSheetCaller,
  input: { version: number; reason: string },
): Promise<RateSheetVersionView> {
  await waitingDraft(caller, input.version);
  const rejected = await decideRateSheet(
    caller.db,
    input.version,
    { status: "rejected", by: staffActor(caller), at: caller.now, reason: input.reason },
    (tx, record) =>
      recordAudit(tx, {
        actor: staffActor(caller),
        action: "rateSheet.rejected",
        subject: `rateSheet:${record.version}`,
        details: { version: record.version, reason: input.reason },
        address: caller.address,
      }),
  );
  if (!rejected) throw new PortalError("CONFLICT", STALE);
  return (await withNames(caller.db, [rejected]))[0] as RateSheetVersionView;
}
