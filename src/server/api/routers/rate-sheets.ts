import { z } from "zod";
import { rolesHolding } from "@/domain/portal/portal-roles";
import {
  approveRateSheetInput,
  proposeRateSheetInput,
  RATE_SHEET_STATUSES,
  rejectRateSheetInput,
  rollBackRateSheetInput,
} from "@/domain/pricing/rate-sheet-approval";
import { approveRateSheetVersion, rejectRateSheetVersion } from "@/server/services/portal/decide-rate-sheet";
import {
  proposeRateSheetVersion,
  RateSheetRefused,
  rateSheetForEditing,
  rateSheetHistory,
} from "@/server/services/portal/rate-sheets";
import { rollBackRateSheet } from "@/server/services/portal/roll-back-rate-sheet";
import type { Context } from "../context";
import { portalProcedure } from "../procedures";
import { refuseFields, router } from "../trpc";

/**
 * Holders of `publishRateSheet` (decisions 026, 106): the sheet prices every organisation's
 * applicants. Every change needs two of them: one proposes, another approves.
 */
const publishers = portalProcedure(rolesHolding("publishRateSheet"));

// Pricing reads the sheet in force by the process's clock (rate-sheet-store), so these do too.
const caller = (ctx: Context & { staff: { id: string } }) => ({
  db: ctx.db,
  actor: { id: ctx.staff.id },
  address: ctx.address,
  now: new Date(),
});

const versionOutput = z.object({
  version: z.number().int(),
  note: z.string(),
  /** The proposer's name; null for the defaults the site put in at its first use. */
  createdBy: z.string().nullable(),
  createdAt: z.date(),
  status: z.enum(RATE_SHEET_STATUSES),
  /** When it takes (or took) effect once approved. */
  effectiveAt: z.date(),
  /** Who approved, rejected or (by proposing another) withdrew it, and when. */
  decidedBy: z.string().nullable(),
  decidedAt: z.date().nullable(),
  rejectionReason: z.string().nullable(),
  /** A rollback's copy: the version it makes current again. */
  restores: z.number().int().nullable(),
});

const changeOutput = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });

/** A problem with no place in the sheet (it is not an object at all) is the sheet's as a whole. */
const SHEET_AS_A_WHOLE = "sheet";

export const rateSheetsRouter = router({
  /** The version in force now with its sheet as JSON, to edit, and the draft waiting with its diff. */
  current: publishers
    .output(
      versionOutput.extend({
        sheet: z.unknown(),
        pending: versionOutput
          .extend({ proposedByYou: z.boolean(), changes: z.array(changeOutput) })
          .nullable(),
      }),
    )
    .query(({ ctx }) => rateSheetForEditing(caller(ctx))),

  /** Every version, newest first, without the sheets, and which one is in force. */
  versions: publishers
    .output(z.object({ inForceVersion: z.number().int(), versions: z.array(versionOutput) }))
    .query(({ ctx }) => rateSheetHistory(caller(ctx))),

  /**
   * A draft of the next version, waiting for a second holder's approval (it replaces a draft still
   * waiting). A sheet the domain refuses is answered with field errors named by their place in the
   * sheet ("heloc.tiers.0.margins") and nothing is stored; `basedOnVersion` (the version in force the
   * operator edited) refuses with CONFLICT when another came into force meanwhile.
   */
  propose: publishers
    .input(proposeRateSheetInput.extend({ basedOnVersion: z.number().int().positive().optional() }))
    .output(versionOutput)
    .mutation(async ({ ctx, input }) => {
      try {
        return await proposeRateSheetVersion(caller(ctx), input);
      } catch (error) {
        if (!(error instanceof RateSheetRefused)) throw error;
        throw refuseFields(
          error.problems.map((p) => ({ field: p.path || SHEET_AS_A_WHOLE, message: p.message })),
        );
      }
    }),

  /**
   * Approves the waiting draft: FORBIDDEN to its proposer; CONFLICT, asking to reload, when the
   * draft read was replaced or decided, or another version came into force since.
   */
  approve: publishers
    .input(approveRateSheetInput)
    .output(versionOutput)
    .mutation(({ ctx, input }) => approveRateSheetVersion(caller(ctx), input)),

  /** Rejects the waiting draft with a reason for its proposer. */
  reject: publishers
    .input(rejectRateSheetInput)
    .output(versionOutput)
    .mutation(({ ctx, input }) => rejectRateSheetVersion(caller(ctx), input)),

  /** Proposes a copy of an earlier approved version as the next one, for a second holder to approve. */
  rollback: publishers
    .input(rollBackRateSheetInput)
    .output(versionOutput)
    .mutation(({ ctx, input }) => rollBackRateSheet(caller(ctx), input)),
});
