import { randomUUID } from "node:crypto";
import { isOpen, turnsOf, type Who } from "@/domain/application/application-steps";
import { MAX_JOBS, TOO_MANY_JOBS } from "@/domain/application/employment-history";
import { employmentRecordsAfterVerification } from "@/domain/application/employment-record";
import {
  type IncomeConnection,
  type IncomeVerificationChoice,
  incomeVerificationProblem,
} from "@/domain/application/income-verification-choice";
import { isSelfEmployed } from "@/domain/employment/employment";
import type { IncomeVerificationReport } from "@/domain/ports/income-verification";
import type { PostalAddress } from "@/domain/ports/person";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { callOnce, OutsideCallFailed } from "@/server/services/prequal/outside-calls";
import { openSensitive } from "@/server/services/prequal/sensitive-fields";
import { type ApplicationContext, applicationFacts } from "./application-context";
import { ApplicationError } from "./application-error";
import { employmentData, readEmployment } from "./employment-section";
import { isSavedIn, type StepSaved, saveApplicationStep } from "./save-application-step";
import { readSection, readSections } from "./section-store";

const NOT_FOUND_AT = (employer: string) =>
  `We could not find a payroll account for you at ${employer}. Check the name, try your payroll provider, or continue without connecting.`;
const UNREACHABLE =
  "We could not reach the payroll service just now. Try again in a few minutes, or continue without connecting.";

/** Each borrower's connections so far, as the screen lists them. */
async function connectionsOf(ctx: ApplicationContext, whos: readonly Who[]) {
  const all: (IncomeConnection & { who: Who })[] = [];
  for (const who of whos) {
    const { employment } = await readEmployment(ctx, who);
    all.push(...employment.connections.map((c) => ({ ...c, who })));
  }
  return all;
}

async function borrowersOf(ctx: ApplicationContext): Promise<Who[]> {
  const facts = applicationFacts(ctx.application, await readSections(ctx.deps.db, ctx.application.id));
  return turnsOf("employment", facts) as Who[];
}

/** application.incomeVerification.get: the choice made (if any) and the connections made. */
export async function getIncomeVerification(ctx: ApplicationContext) {
  const section = await readSection<IncomeVerificationChoice>(
    ctx.deps.db,
    ctx.deps.fieldKey,
    ctx.application.id,
    "incomeVerification",
    "application",
  );
  return {
    version: section.version,
    answers: section.data?.method ? { method: section.data.method } : null,
    connections: await connectionsOf(ctx, await borrowersOf(ctx)),
  };
}

/** The person the payroll is asked about: names from prequalification, SSN and birth date sealed. */
function personOf(ctx: ApplicationContext, who: Who) {
  const answers = ctx.application.answers as PrequalAnswers;
  const person = who === "borrower" ? answers.borrower : answers.coborrower;
  const sealed = openSensitive(ctx.deps.fieldKey, ctx.application.id, ctx.application.sensitiveEncrypted)[
    who
  ];
  const address: PostalAddress = answers.address ?? { line1: "", city: "", state: "", zip: "" };
  if (!person?.firstName || !person.lastName || !sealed)
    throw new ApplicationError("BAD_REQUEST", "Finish your personal information first.");
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email ?? "",
    ssn: sealed.ssn,
    dateOfBirth: new Date(`${sealed.dateOfBirth}T00:00:00Z`),
    address,
  };
}

/**
 * application.incomeVerification.connect: asks the income-verification provider once (recorded in
 * outside_calls, reused for 30 days for the same person and employer) and fills the borrower's
 * employment history with the verified jobs (dataSource, reportId, pdfUrl).
 */
export async function connectIncome(
  ctx: ApplicationContext,
  input: { who: Who; employerName: string },
): Promise<{ connection: IncomeConnection; connections: (IncomeConnection & { who: Who })[] }> {
  const { deps, application } = ctx;
  const sections = await readSections(deps.db, application.id);
  const facts = applicationFacts(application, sections);
  if (!isOpen({ step: "incomeVerification", who: "application" }, facts, isSavedIn(sections, facts)))
    throw new ApplicationError("BAD_REQUEST", "Finish “Employment history” first.");
  if (!turnsOf("employment", facts).includes(input.who))
    throw new ApplicationError("BAD_REQUEST", "This application has no coborrower.");

  const verdict = await deps.rateLimits.incomeConnectionAllowed(application.applicantId ?? application.id);
  if (!verdict.ok) throw new ApplicationError("TOO_MANY_REQUESTS", verdict.message);
  const person = personOf(ctx, input.who);
  let report: IncomeVerificationReport | null;
  try {
    ({ result: report } = await callOnce<IncomeVerificationReport>(
      deps,
      {
        port: "incomeVerification",
        chargeType: "incomeVerification",
        // The account is part of whom was asked about: another account knowing the same SSN is
        // never handed this person's payroll report (as with credit reports, decision 022).
        subject: `${application.applicantId}|${person.ssn}|${input.employerName.trim().toLowerCase()}`,
        applicationId: application.id,
        requestedBy: ctx.actor,
        adapter: deps.adapters.incomeVerification,
      },
      () => deps.incomeVerification.connect(person, input.employerName),
    ));
  } catch (error) {
    if (error instanceof OutsideCallFailed) throw new ApplicationError("BAD_REQUEST", UNREACHABLE);
    throw error;
  }
  if (!report) throw new ApplicationError("BAD_REQUEST", NOT_FOUND_AT(input.employerName), "employerName");

  // A reused result comes back from JSON: its dates are strings again.
  const verified = report.employments.map((job) => ({
    ...job,
    startDate: new Date(job.startDate),
    endDate: job.endDate ? new Date(job.endDate) : null,
  }));
  const { employment, version } = await readEmployment(ctx, input.who);
  const employments = employmentRecordsAfterVerification(employment.employments, verified, randomUUID);
  const connection: IncomeConnection = {
    employerName: input.employerName,
    reportId: report.reportId,
    connectedAt: deps.now(),
    jobs: verified.length,
  };
  const connections = [...employment.connections.filter((c) => c.reportId !== report.reportId), connection];
  if (employments.length > MAX_JOBS || connections.length > MAX_JOBS)
    throw new ApplicationError("BAD_REQUEST", TOO_MANY_JOBS);
  await saveApplicationStep(ctx, {
    step: "employment",
    who: input.who,
    version,
    data: employmentData({
      ...employment,
      employments,
      selfEmployed: isSelfEmployed(employments),
      connections,
    }),
  });
  return { connection, connections: await connectionsOf(ctx, turnsOf("employment", facts) as Who[]) };
}

/** application.incomeVerification.save (step 5): connect or by hand; "connect" needs a connection. */
export async function saveIncomeVerification(
  ctx: ApplicationContext,
  input: { version: number; answers: IncomeVerificationChoice },
): Promise<StepSaved> {
  const connections = await connectionsOf(ctx, await borrowersOf(ctx));
  const problem = incomeVerificationProblem(input.answers, connections);
  if (problem) throw new ApplicationError("BAD_REQUEST", problem, "answers.method");
  return saveApplicationStep(ctx, {
    step: "incomeVerification",
    who: "application",
    version: input.version,
    data: { method: input.answers.method },
  });
}
