import {
  type ApplicationPlace,
  type ApplicationStepKey,
  placesFor,
  type SectionOwner,
} from "@/domain/application/application-steps";
import { applications } from "@/server/db/schema";
import { type ApplicationContext, applicationFacts } from "@/server/services/application/application-context";
import { isSavedIn, saveApplicationStep } from "@/server/services/application/save-application-step";
import { readSections } from "@/server/services/application/section-store";
import type { AuthWorld } from "../auth/auth-world";

/** The service's context for the application of the borrower with `email`, as applicationProcedure builds it. */
export async function applicationContextOf(world: AuthWorld, email: string): Promise<ApplicationContext> {
  const deps = world.api.prequal;
  const rows = await deps.db.select().from(applications);
  const application = rows.find(
    (row) => (row.answers as { borrower?: { email?: string } }).borrower?.email === email,
  );
  if (!application) throw new Error(`no application for ${email}`);
  return { deps, application, actor: `applicant:${application.applicantId}`, address: "198.51.100.9" };
}

/**
 * Saves every place before `step` (for `who`) that is not saved yet, with placeholder answers,
 * through saveApplicationStep: what the screens of other areas would have saved, so a later
 * screen is open. Answers already saved are kept.
 */
export async function savePlacesBefore(
  ctx: ApplicationContext,
  step: ApplicationStepKey,
  who: SectionOwner = "borrower",
): Promise<void> {
  const sections = await readSections(ctx.deps.db, ctx.application.id);
  const places = placesFor(applicationFacts(ctx.application, sections));
  const target = places.findIndex((p) => p.step === step && p.who === who);
  const before: ApplicationPlace[] = places.slice(0, target === -1 ? places.length : target);
  const saved = isSavedIn(sections);
  for (const place of before) {
    if (saved(place) || place.step === "summary") continue;
    await saveApplicationStep(ctx, { ...place, version: 0, data: { placeholder: "saved by a test" } });
  }
}
