import {
  applicationStep,
  firstUnsavedPlace,
  isOpen,
  placesFor,
  type SectionOwner,
  stepPath,
} from "@/domain/application/application-steps";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { type ApplicationContext, applicationFacts } from "./application-context";
import { isSavedIn } from "./save-application-step";
import { readSections } from "./section-store";

/**
 * application.journey: the application's screens for this applicant, which are done and open,
 * where to resume, and the borrowers' first names for the screens' titles.
 */
export async function applicationJourney(ctx: ApplicationContext) {
  const sections = await readSections(ctx.deps.db, ctx.application.id);
  const facts = applicationFacts(ctx.application, sections);
  const saved = isSavedIn(sections, facts);
  const resume = firstUnsavedPlace(facts, saved);
  const answers = ctx.application.answers as PrequalAnswers;
  return {
    product: facts.product,
    hasCoborrower: facts.hasCoborrower,
    borrowerName: answers.borrower?.firstName ?? null,
    coborrowerName: facts.hasCoborrower ? (answers.coborrower?.firstName ?? null) : null,
    places: placesFor(facts).map((place) => ({
      step: place.step,
      who: place.who as SectionOwner,
      title: applicationStep(place.step).title,
      counter: applicationStep(place.step).counter ?? null,
      path: stepPath(place.step, place.who),
      saved: saved(place),
      open: isOpen(place, facts, saved),
    })),
    resume: stepPath(resume.step, resume.who),
    completed: Boolean(ctx.application.applicationCompletedAt),
  };
}
