import {
  type ApplicationFacts,
  type ApplicationStepKey,
  applicationStep,
  type SectionOwner,
  stepPath,
  stepsFor,
  turnsOf,
} from "./application-steps";
import {
  inForm1003Order,
  type SummaryGroup,
  type SummaryOfSection,
  type SummaryRegistry,
} from "./summary-group";
import { SUMMARY_OF } from "./summary-registry";

/** A group with the path of the step that edits it; null for what no step edits (the accepted loan). */
export type SummaryGroupWithEdit = SummaryGroup & { editPath: string | null };

/** A saved section as the summary reads it. */
export interface SavedSection {
  section: ApplicationStepKey;
  who: SectionOwner;
  data: unknown;
}

/** Answers saved by an older version of a screen that its summariser no longer reads. */
export const UNREADABLE_ROWS: SummaryOfSection["rows"] = [
  { label: "Answers", value: "These answers need to be checked again: open the step and save it." },
];

/** One saved section as its group (or groups), when a summariser is registered for its step. */
function groupsOf(section: SavedSection, registry: SummaryRegistry): SummaryGroupWithEdit[] {
  const summarise = registry[section.section];
  if (!summarise) return [];
  const base = { step: section.section, who: section.who, editPath: stepPath(section.section, section.who) };
  try {
    const summary = summarise(section.data as never);
    const groups: readonly SummaryOfSection[] = Array.isArray(summary)
      ? summary
      : [summary as SummaryOfSection];
    return groups.map((group) => ({ ...base, ...group }));
  } catch {
    return [{ ...base, title: applicationStep(section.section).title, rows: UNREADABLE_ROWS }];
  }
}

/** Whether a saved section still has its place: its screen applies, and to this borrower. */
const stillApplies = (facts: ApplicationFacts) => (section: SavedSection) =>
  stepsFor(facts).includes(section.section) && turnsOf(section.section, facts).includes(section.who);

/**
 * The summary's groups (spec §2 application-summary): every saved section with a summariser, in
 * Form 1003's order, each with the path of the step that edits it. A section whose screen no
 * longer applies is kept in its row but left out (decision 037): a coborrower's once the
 * application has none, business information once the borrower owns less than 25%.
 */
export function assembleSummary(
  sections: readonly SavedSection[],
  options: { facts: ApplicationFacts; registry?: SummaryRegistry },
): SummaryGroupWithEdit[] {
  const registry = options.registry ?? SUMMARY_OF;
  const current = sections.filter(stillApplies(options.facts));
  return inForm1003Order(current.flatMap((section) => groupsOf(section, registry)));
}
