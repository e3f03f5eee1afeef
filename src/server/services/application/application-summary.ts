import {
  type ApplicationFacts,
  applicationStep,
  firstUnsavedPlace,
  stepPath,
} from "@/domain/application/application-steps";
import {
  inForm1003Order,
  type SummaryGroup,
  type SummaryOfSection,
} from "@/domain/application/summary-group";
import { SUMMARY_OF } from "@/domain/application/summary-registry";
import { type ApplicationContext, applicationFacts } from "./application-context";
import { isSavedIn } from "./save-application-step";
import { readSections, type StoredSection } from "./section-store";

export type SummaryGroupWithEdit = SummaryGroup & { editPath: string };

export interface ApplicationSummary {
  groups: SummaryGroupWithEdit[];
  /** The title of the first screen still to do, or null when every screen is saved. */
  unfinished: { title: string; path: string } | null;
  completedAt: Date | null;
}

/** Answers saved by an older version of a screen that its summariser no longer reads. */
const UNREADABLE: SummaryOfSection["rows"] = [
  { label: "Answers", value: "These answers need to be checked again: open the step and save it." },
];

/** One saved section as its group (or groups), when a summariser is registered for its step. */
function groupsOf(section: StoredSection): SummaryGroupWithEdit[] {
  const summarise = SUMMARY_OF[section.section];
  if (!summarise) return [];
  const owner = section.who;
  const base = { step: section.section, who: owner, editPath: stepPath(section.section, owner) };
  try {
    const summary = summarise(section.data as never);
    const groups: readonly SummaryOfSection[] = Array.isArray(summary)
      ? summary
      : [summary as SummaryOfSection];
    return groups.map((group) => ({ ...base, ...group }));
  } catch {
    return [{ ...base, title: applicationStep(section.section).title, rows: UNREADABLE }];
  }
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
  const current = sections.filter((s) => s.who !== "coborrower" || facts.hasCoborrower);
  const groups = current.flatMap(groupsOf);
  return {
    groups: inForm1003Order(groups),
    unfinished: unfinishedPlace(facts, sections),
    completedAt: ctx.application.applicationCompletedAt ?? null,
  };
}
