import { rateSheetRecord, sheetInForce } from "@/server/services/prequal/rate-sheet-store";
import { PortalError } from "./portal-error";
import { proposeRateSheetVersion, type RateSheetCaller, type RateSheetVersionView } from "./rate-sheets";

/**
 * rateSheets.rollback (decision 107): "make version N current again" is a new version, a copy of N
 * effective as soon as approved, proposed like any change and approved by a second holder; audited
 * as `rateSheet.rollbackProposed`.
 */
export async function rollBackRateSheet(
  caller: RateSheetCaller,
  input: { version: number },
): Promise<RateSheetVersionView> {
  const earlier = await rateSheetRecord(caller.db, input.version);
  if (!earlier) throw new PortalError("NOT_FOUND", `There is no version ${input.version} of the rate sheet.`);
  if (earlier.status !== "approved")
    throw new PortalError(
      "CONFLICT",
      `Version ${input.version} was never approved, so it cannot be made current again.`,
    );
  const inForce = await sheetInForce(caller.db, caller.now);
  if (inForce.version === input.version)
    throw new PortalError("CONFLICT", `Version ${input.version} is the one in force already.`);
  return proposeRateSheetVersion(
    caller,
    { sheet: earlier.sheet, note: `Make version ${input.version} current again` },
    input.version,
  );
}
