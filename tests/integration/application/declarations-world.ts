import { eq } from "drizzle-orm";
import { declarationsForm } from "@/domain/application/application.test-support";
import type { ApplicationStepKey } from "@/domain/application/application-steps";
import { applications } from "@/server/db/schema";
import type { AuthWorld } from "../auth/auth-world";
import { applicantApplying } from "../support/application-journeys";
import { applicationContextOf, saveScreensBefore } from "../support/application-sections";
import type { Person } from "../support/prequal-journeys";

/** Demographics as step 6's form sends them: one answer in each group. */
export const DEMOGRAPHICS = {
  ethnicity: { hispanicOrLatino: true, cuban: true },
  race: { asian: true, otherAsian: true, otherAsianOrigin: "Hmong" },
  sex: { wontInform: true },
};

/** Declarations as step 7's form sends them: every question no but living in the home. */
export const DECLARATIONS = declarationsForm;

/**
 * An applicant whose offer is accepted, with every screen before `step` saved (placeholders for
 * the other areas' screens), and their service context.
 */
export async function applicantAt(
  world: AuthWorld,
  step: ApplicationStepKey | null,
  options: { borrower?: Person; coborrower?: Person } = {},
) {
  const applying = await applicantApplying(world, options);
  const ctx = await applicationContextOf(world.api.prequal, applying.borrower.email);
  if (step) await saveScreensBefore(ctx, step);
  return { ...applying, ctx };
}

/** Turns the application into a mortgage to buy a home (Form 1003 5a B asks about the seller). */
export async function makePurchase(world: AuthWorld, applicationId: string) {
  const { db } = world.api.prequal;
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  await db
    .update(applications)
    .set({
      product: "mortgage",
      answers: { ...(row?.answers ?? {}), product: "mortgage", mortgagePurpose: "purchase" },
    })
    .where(eq(applications.id, applicationId));
}
