import type { Who } from "@/domain/application/application-steps";
import { decideIdentity, identityView } from "@/domain/application/identity-on-file";
import {
  type PersonalInfo,
  type PersonalInfoRecord,
  personalInfoRecord,
} from "@/domain/application/personal-info";
import { personalInfoAnswersOutput } from "@/domain/application/personal-info-output";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { type ApplicationContext, applicationFacts } from "./application-context";
import { ApplicationError, NO_COBORROWER } from "./application-error";
import { identityOnFile } from "./identity-on-file";
import { saveApplicationStep } from "./save-application-step";
import { readSection, type SectionRead } from "./section-store";

/** Refuses the coborrower's turn on an application without one. */
function assertPersonApplies(ctx: ApplicationContext, who: Who) {
  if (who === "coborrower" && !applicationFacts(ctx.application, []).hasCoborrower)
    throw new ApplicationError("BAD_REQUEST", NO_COBORROWER);
}

function readPersonalInfo(ctx: ApplicationContext, who: Who): Promise<SectionRead<PersonalInfoRecord>> {
  const { deps, application } = ctx;
  return readSection<PersonalInfoRecord>(deps.db, deps.fieldKey, application.id, "personalInfo", who);
}

/**
 * The name and phone the person gave at the credit step, to start step 1 from, and the home's
 * address as the borrower's current one when the home is their primary residence.
 */
function prefillOf(answers: PrequalAnswers, who: Who) {
  const person = who === "borrower" ? answers.borrower : answers.coborrower;
  const livesThere = who === "borrower" && answers.propertyUse === "primaryResidence";
  const home = livesThere ? answers.address : undefined;
  return {
    firstName: person?.firstName,
    lastName: person?.lastName,
    phone: person?.phone,
    currentAddress: home ? { ...home, line2: home.line2 ?? undefined } : undefined,
  };
}

/**
 * Step 1 as the screen loads it: the saved answers (never the SSN or the birth date), the masked
 * SSN on file and whether a birth date is, and what prequalification knew of the person.
 */
export async function personalInfoView(ctx: ApplicationContext, who: Who) {
  assertPersonApplies(ctx, who);
  const section = await readPersonalInfo(ctx, who);
  const onFile = identityOnFile(ctx, who, section.sensitive);
  return {
    version: section.version,
    // A section that no longer reads as step 1's answers (saved by an older form) starts afresh.
    answers: personalInfoAnswersOutput.safeParse(section.data).data ?? null,
    identity: identityView(onFile),
    prefill: prefillOf(ctx.application.answers as PrequalAnswers, who),
  };
}

/**
 * Saves step 1: the SSN and birth date the credit was checked with stay (a different one is
 * refused, decision 027); the rest is kept in clear with the SSN's last four only.
 */
export async function savePersonalInfo(
  ctx: ApplicationContext,
  input: { who: Who; version: number; answers: PersonalInfo },
) {
  assertPersonApplies(ctx, input.who);
  const section = await readPersonalInfo(ctx, input.who);
  const onFile = identityOnFile(ctx, input.who, section.sensitive);
  const decision = decideIdentity(onFile, { ssn: input.answers.ssn, dateOfBirth: input.answers.dateOfBirth });
  if (!decision.ok) throw new ApplicationError("BAD_REQUEST", decision.reason, decision.field);
  const identity = decision.toSeal ?? onFile;
  // What was sealed in the section before stays sealed when nothing new is given.
  const sensitive =
    decision.toSeal ?? (Object.keys(section.sensitive).length > 0 ? section.sensitive : undefined);
  return saveApplicationStep(ctx, {
    step: "personalInfo",
    who: input.who,
    version: input.version,
    data: personalInfoRecord(input.answers, identity.ssn?.slice(-4)) as Record<string, unknown>,
    sensitive,
  });
}
