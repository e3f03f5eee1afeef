import { z } from "zod";
import { rolesHolding } from "@/domain/portal/portal-roles";
import { publishRateSheetInput } from "@/domain/pricing/rate-sheet-publication";
import {
  publishRateSheetVersion,
  RateSheetRefused,
  rateSheetForEditing,
  rateSheetHistory,
} from "@/server/services/portal/rate-sheets";
import type { Context } from "../context";
import { portalProcedure } from "../procedures";
import { refuseFields, router } from "../trpc";

/** The lender's administrators alone (decision 026): the sheet prices every organisation's applicants. */
const publishers = portalProcedure(rolesHolding("publishRateSheet"));

const caller = (ctx: Context & { staff: { id: string } }) => ({
  db: ctx.db,
  actor: { id: ctx.staff.id },
  address: ctx.address,
});

const versionOutput = z.object({
  version: z.number().int(),
  note: z.string(),
  /** The publisher's name; null for the defaults the site put in at its first use. */
  createdBy: z.string().nullable(),
  createdAt: z.date(),
});

/** A problem with no place in the sheet (it is not an object at all) is the sheet's as a whole. */
const SHEET_AS_A_WHOLE = "sheet";

export const rateSheetsRouter = router({
  /** The version pricing uses now, with its sheet as JSON, to edit. */
  current: publishers
    .output(versionOutput.extend({ sheet: z.unknown() }))
    .query(({ ctx }) => rateSheetForEditing(caller(ctx))),

  /** Every version, newest first, without the sheets. */
  versions: publishers
    .output(z.object({ versions: z.array(versionOutput) }))
    .query(({ ctx }) => rateSheetHistory(caller(ctx))),

  /**
   * A new version. A sheet the domain refuses is answered with field errors named by their place in
   * the sheet ("heloc.tiers.0.margins") and nothing is stored; `basedOnVersion` (the version the
   * operator edited) refuses with CONFLICT when someone published a newer one meanwhile.
   */
  publish: publishers
    .input(publishRateSheetInput.extend({ basedOnVersion: z.number().int().positive().optional() }))
    .output(versionOutput)
    .mutation(async ({ ctx, input }) => {
      try {
        return await publishRateSheetVersion(caller(ctx), input);
      } catch (error) {
        if (!(error instanceof RateSheetRefused)) throw error;
        throw refuseFields(
          error.problems.map((p) => ({ field: p.path || SHEET_AS_A_WHOLE, message: p.message })),
        );
      }
    }),
});
