import { exportLoanFile, processDependencies } from "@/server/services/lending-system/export-loan-file";
import { applicationInReach, type PipelineRequest, staffServiceDeps } from "./applicant-reach";
import { PortalError } from "./portal-error";

/**
 * portal.loanDelivery.download (decision 083): the application's MISMO 3.4 file, for the roles that
 * may see full SSNs; every download is audited (who, which application, never the file). A file the
 * export refuses is answered with its faults.
 */
export async function downloadLoanFile(ctx: PipelineRequest, input: { applicationId: string }) {
  const { actor, application } = await applicationInReach(ctx, input.applicationId, "manageLoanDelivery");
  const file = await exportLoanFile(ctx.deps.db, application.id, processDependencies(ctx.deps.fieldKey));
  if (file.kind === "refused")
    throw new PortalError("BAD_REQUEST", `The MISMO file can't be made: ${file.faults.join("; ")}`);
  await staffServiceDeps(ctx).audit(ctx.deps.db, {
    actor: `staff:${actor.id}`,
    action: "application.loanFileDownloaded",
    subject: `application:${application.id}`,
    details: { bytes: Buffer.byteLength(file.xml) },
  });
  return { fileName: `mismo-${application.id}.xml`, xml: file.xml, leftOut: [...file.leftOut] };
}
