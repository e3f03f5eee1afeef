import {
  type ApplicationFacts,
  applicationStep,
  firstUnsavedPlace,
  stepPath,
} from "@/domain/application/application-steps";
import { assembleSummary, type SummaryGroupWithEdit } from "@/domain/application/summary-assembly";
import { type ApplicationContext, applicationFacts } from "./application-context";
import { isSavedIn } from "./save-application-step";
import { readSections, type StoredSection } from "./section-store";

export interface ApplicationSummary {
  groups: SummaryGroupWithEdit[];
  /** The title of the first screen still to do, or null when every screen is saved. */
  unfinished: { title: string; path: string } | null;
  completedAt: Date | null;
}

/** The first place not saved yet, if any but the summary. */
export function unfinishedPlace(facts: ApplicationFacts, sections: readonly StoredSection[]) {
  const first = firstUnsavedPlace(facts, isSavedIn(sections));
  if (first.step === "summary") return null;
  return { title: applicationStep(first.step).title, path: stepPath(first.step, first.who) };
}

/**
 * The application summary (spec §2 application-summary): every saved section with a summariser,
 * grouped and ordered as on Form 1003, each with the path of the step that edits it. A borrower's
 * section of a coborrower no longer on the application is left out.
 */
export async function applicationSummary(ctx: ApplicationContext): Promise<ApplicationSummary> {
  const sections = await readSections(ctx.deps.db, ctx.application.id);
  const facts = applicationFacts(ctx.application, sections);
  return {
    groups: assembleSummary(sections, { hasCoborrower: facts.hasCoborrower }),
    unfinished: unfinishedPlace(facts, sections),
    completedAt: ctx.application.applicationCompletedAt ?? null,
  };
}
