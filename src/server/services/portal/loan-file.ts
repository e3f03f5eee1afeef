import { eq } from "drizzle-orm";
import type { CreditReport } from "@/domain/debts/credit-report";
import type { DecisionDerivation, DecisionOutcome } from "@/domain/decisions/automated-decision";
import { creditSummary } from "@/domain/portal/credit-summary";
import { figuresOfDecision, figuresOfOffer } from "@/domain/portal/loan-file-figures";
import type { LoanFileRequest } from "@/domain/portal/loan-file-inputs";
import { actorInWords } from "@/domain/portal/loan-file-timeline";
import { pipelineStage, stageLabel } from "@/domain/portal/pipeline-stage";
import type { HelocPricing } from "@/domain/pricing/heloc-offer";
import type { MortgagePricing } from "@/domain/pricing/mortgage-offer";
import { applicants, organisations } from "@/server/db/schema";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { applicationSummary } from "@/server/services/application/application-summary";
import { readSections } from "@/server/services/application/section-store";
import { instructionOf } from "@/server/services/closing/disbursement-instruction";
import { currentDecision } from "@/server/services/decisions/current-decision";
import { resultOfCall } from "@/server/services/prequal/outside-calls";
import { currentOfferRow } from "@/server/services/prequal/price-application";
import type { QuoteSummary } from "@/server/services/prequal/quote-summary";
import { conditionsOf, staffChecklist } from "./applicant-documents";
import { applicationInReach, type PipelineRequest, reaches } from "./applicant-reach";
import { applicantNameAndEmail, documentsOpen } from "./list-pipeline";
import { maskedNumbers } from "./loan-file-numbers";
import { loanFileTimeline } from "./loan-file-timeline";
import { staffNames } from "./underwriting-view";

/** The application as a staff member's call sees it: the applicant's own services read it the same way. */
export function staffApplicationContext(
  ctx: PipelineRequest,
  application: ApplicationContext["application"],
) {
  return {
    deps: ctx.deps,
    application,
    actor: `staff:${ctx.actor.id}`,
    address: ctx.address,
  } satisfies ApplicationContext;
}

async function applicantAndOrganisation(
  ctx: PipelineRequest,
  application: ApplicationContext["application"],
) {
  const { db } = ctx.deps;
  const [[account], [organisation]] = await Promise.all([
    application.applicantId
      ? db
          .select({
            firstName: applicants.firstName,
            lastName: applicants.lastName,
            email: applicants.email,
            phone: applicants.phone,
          })
          .from(applicants)
          .where(eq(applicants.id, application.applicantId))
      : Promise.resolve([]),
    application.organisationId
      ? db
          .select({ name: organisations.name })
          .from(organisations)
          .where(eq(organisations.id, application.organisationId))
      : Promise.resolve([]),
  ]);
  return { account, organisationName: organisation?.name ?? null };
}

/** The credit report the application was priced with, summarised; null before the pull or without a file. */
async function creditOf(ctx: PipelineRequest, application: ApplicationContext["application"]) {
  const report = await resultOfCall<CreditReport>(ctx.deps, application.creditCallId);
  return report ? creditSummary(report) : null;
}

/**
 * portal.loanFile.get (issue 22 item 1, decision 084): the whole loan file of one application in
 * the caller's reach, assembled from the stores the applicant's own screens read — the 1003 as the
 * application summary groups it, the credit report's summary, the value, CLTV and DTI, the offer
 * and its rate-sheet version, the decision with its derivation, the documents and conditions, the
 * timeline — in a fixed number of queries whatever the file holds. Numbers are masked to their
 * last four; the caller's role says whether it may reveal them.
 */
export async function loanFile(ctx: PipelineRequest, input: LoanFileRequest) {
  const { actor, application } = await applicationInReach(ctx, input.applicationId, "viewLoanFile");
  const app = staffApplicationContext(ctx, application);
  const open = documentsOpen(application);
  const [
    people,
    summary,
    sections,
    credit,
    decision,
    offer,
    instruction,
    checklist,
    conditionList,
    timeline,
  ] = await Promise.all([
    applicantAndOrganisation(ctx, application),
    applicationSummary(app),
    readSections(ctx.deps.db, application.id),
    creditOf(ctx, application),
    currentDecision(ctx.deps.db, application.id),
    currentOfferRow(ctx.deps, application),
    instructionOf(ctx.deps.db, application.id),
    open ? staffChecklist(ctx, application) : Promise.resolve(null),
    conditionsOf(ctx, application.id),
    loanFileTimeline(ctx.deps.db, application.id),
  ]);
  const derivation = (decision?.derivation ?? null) as DecisionDerivation | null;
  const pricing = (offer?.outcome ?? null) as HelocPricing | MortgagePricing | null;
  const { account, organisationName } = people;
  const named = applicantNameAndEmail(
    application,
    account ?? { firstName: null, lastName: null, email: null },
  );
  return {
    applicant: {
      applicationId: application.id,
      ...named,
      phone: account?.phone ?? null,
      product: application.product,
      stage: stageLabel(
        pipelineStage(application.applicationStatus, application.declinedAt !== null),
        application.loanMilestone,
      ),
      organisationName,
      startedAt: application.createdAt,
      completedAt: application.applicationCompletedAt,
      lendingSystem: application.lendingSystem,
    },
    application: {
      groups: summary.groups.map((g) => ({ step: g.step, who: g.who, title: g.title, rows: g.rows })),
      unfinished: summary.unfinished?.title ?? null,
    },
    credit,
    figures: derivation ? figuresOfDecision(derivation) : pricing ? figuresOfOffer(pricing) : null,
    offer: offer
      ? {
          eligible: offer.eligible,
          rateSheetVersion: offer.rateSheetVersion,
          pricedAt: offer.createdAt,
          quote: offer.eligible ? (offer.summary as QuoteSummary) : null,
        }
      : null,
    decision: decision
      ? {
          outcome: decision.outcome as DecisionOutcome,
          // A person's decision names them (decision 091); the automated one stays "system".
          decidedBy: decision.decidedBy.startsWith("staff:")
            ? actorInWords(decision.decidedBy, await staffNames(ctx.deps.db, [decision.decidedBy]))
            : decision.decidedBy,
          decidedAt: decision.decidedAt,
          reasons: decision.reasons,
          rateSheetVersion: decision.rateSheetVersion,
          derivation: derivation as DecisionDerivation,
        }
      : null,
    documents: checklist,
    conditions: conditionList,
    numbers: maskedNumbers(app, sections, instruction),
    timeline,
    may: {
      revealNumbers: reaches(actor, "revealSensitiveNumbers", application.organisationId),
      manageDocuments: reaches(actor, "manageDocuments", application.organisationId),
      manageConditions: reaches(actor, "manageConditions", application.organisationId),
      reviewConditions: reaches(actor, "reviewConditions", application.organisationId),
    },
  };
}
