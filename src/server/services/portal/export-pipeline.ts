import type { DECISION_OUTCOMES } from "@/domain/decisions/automated-decision";
import { toCsv } from "@/domain/portal/pipeline-csv";
import { PIPELINE_EXPORT_LIMIT, type PipelineExportRequest } from "@/domain/portal/pipeline-inputs";
import { actorHolding, type PipelineRequest } from "./applicant-reach";
import { pipelineCount, pipelineRows } from "./pipeline-rows";

const DECISION_WORDS: Record<(typeof DECISION_OUTCOMES)[number], string> = {
  approved: "Approved",
  conditionallyApproved: "Conditionally approved",
  referred: "Referred",
  counteroffer: "Counteroffer",
  declined: "Declined",
};

const HEADER = [
  "Application number",
  "Applicant",
  "E-mail",
  "Product",
  "Amount",
  "Stage",
  "Decision",
  "Open conditions",
  "Organisation",
  "Loan officer",
  "Processor",
  "Started",
  "Last activity",
  "Days in status",
];

/**
 * portal.pipeline.export (decision 086): the files the list shows with the same search, filters
 * and sort, every page at once, as a CSV file; at most PIPELINE_EXPORT_LIMIT rows, and the answer
 * says when more matched. Nothing sensitive is in it; the export is audited like a download.
 */
export async function exportPipeline(ctx: PipelineRequest, input: PipelineExportRequest) {
  const actor = await actorHolding(ctx, "viewPipeline");
  const { rows } = await pipelineRows(ctx, actor, input, { limit: PIPELINE_EXPORT_LIMIT, offset: 0 });
  const total = await pipelineCount(ctx, actor, input);
  const csv = toCsv(
    HEADER,
    rows.map((r) => [
      r.applicationNumber,
      r.name,
      r.email,
      r.product === "heloc" ? "HELOC" : "Mortgage",
      r.amount,
      r.stageLabel,
      r.decision ? DECISION_WORDS[r.decision] : "",
      r.openConditions,
      r.organisationName,
      r.loanOfficerName,
      r.processorName,
      r.startedAt.toISOString(),
      r.lastActivityAt.toISOString(),
      r.daysInStatus,
    ]),
  );
  await ctx.deps.audit(ctx.deps.db, {
    actor: `staff:${actor.id}`,
    action: "pipeline.exported",
    subject: `organisation:${actor.organisationId}`,
    details: { rows: rows.length, filters: { ...input, search: input.search ? "(search)" : undefined } },
    address: ctx.address,
  });
  const day = ctx.deps.now().toISOString().slice(0, 10);
  return { filename: `pipeline-${day}.csv`, csv, rows: rows.length, truncated: total > rows.length };
}
