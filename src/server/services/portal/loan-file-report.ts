import { loanFileReport } from "@/domain/loan-file/field-report";
import { builtLoanFile, processDependencies } from "@/server/services/lending-system/export-loan-file";
import { applicationInReach, type PipelineRequest } from "./applicant-reach";

/**
 * portal.loanDelivery.report (decision 104): for staff who see the application, what its MISMO
 * file carries in each group of Form 1003 (field names and counts, never a value) and what it
 * leaves out with the reason; or, when no file can be made yet, why. Nothing is revealed, so it is
 * not audited.
 */
export async function loanFileReportOf(ctx: PipelineRequest, input: { applicationId: string }) {
  const { application } = await applicationInReach(ctx, input.applicationId, "viewPipeline");
  const built = await builtLoanFile(ctx.deps.db, application.id, processDependencies(ctx.deps.fieldKey));
  if (built.kind === "refused") return { kind: "none" as const, reasons: [...built.faults] };
  return { kind: "report" as const, groups: loanFileReport(built.file.message, built.input) };
}
