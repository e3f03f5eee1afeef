import { asc, eq } from "drizzle-orm";
import { PIPELINE_PAGE_SIZE, type PipelineListRequest } from "@/domain/portal/pipeline-inputs";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { organisations } from "@/server/db/schema";
import type { ApplicationRow } from "@/server/services/prequal/application-store";
import { actorHolding, type PipelineRequest } from "./applicant-reach";
import { pipelineCount, pipelineRows } from "./pipeline-rows";

/** The applicant as the pipeline names them: their account, else what the referral or draft says. */
export function applicantNameAndEmail(
  application: Pick<ApplicationRow, "answers">,
  account: { firstName: string | null; lastName: string | null; email: string | null },
) {
  const borrower = (application.answers as PrequalAnswers).borrower;
  const first = account.firstName ?? borrower?.firstName ?? "";
  const last = account.lastName ?? borrower?.lastName ?? "";
  return {
    name: `${first} ${last}`.trim() || "Name not given yet",
    email: account.email ?? borrower?.email ?? null,
  };
}

/** The application is open to documents: the applicant accepted an offer and was not declined. */
export function documentsOpen(application: ApplicationRow): boolean {
  return !application.declinedAt && Boolean((application.answers as PrequalAnswers).offerAccepted);
}

/**
 * portal.pipeline.list (issue 22 item 5, decision 086; first decision 040): the files of the
 * caller's reach (a lender administrator's: every organisation's, with its name) that match the
 * search and filters, sorted by the column asked, 25 a page. Anonymous drafts nobody referred are
 * left out (they name nobody yet), and so is a draft its borrower abandoned for an account's file.
 */
export async function listPipeline(ctx: PipelineRequest, input: PipelineListRequest) {
  const actor = await actorHolding(ctx, "viewPipeline");
  const page = { limit: PIPELINE_PAGE_SIZE, offset: (input.page - 1) * PIPELINE_PAGE_SIZE };
  const { rows, everyOrganisation } = await pipelineRows(ctx, actor, input, page);
  const total = await pipelineCount(ctx, actor, input);
  const pages = Math.max(1, Math.ceil(total / PIPELINE_PAGE_SIZE));
  // The lender filters by organisation: the names to choose from (a partner sees its own only).
  const choices = everyOrganisation
    ? await ctx.deps.db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(eq(organisations.kind, "partner"))
        .orderBy(asc(organisations.name))
    : [];
  return { applications: rows, page: input.page, pages, total, everyOrganisation, organisations: choices };
}
