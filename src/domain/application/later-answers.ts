import type { ApplicationFacts, SectionOwner } from "./application-steps";
import type { Declarations } from "./declarations";
import type { RentalProperty } from "./other-income";

/**
 * Issue 9: "Editing an earlier step after later ones keeps later answers unless they no longer
 * apply, and says so" (decision 037). Each later answer an earlier step can make stale, and what
 * happens to it: kept in its row but ignored by the summary and the document rules, or to be
 * revisited (its screen counts as not done until it is saved again).
 */

/** Form 1003 5a B: the seller question belongs to a mortgage that buys the home. */
export const asksAboutSeller = (facts: Pick<ApplicationFacts, "product" | "purchase">): boolean =>
  facts.product === "mortgage" && facts.purchase === true;

/** Declarations as they count: a seller answer given for a purchase is ignored once refinancing. */
export function declarationsThatApply(
  declarations: Declarations,
  facts: Pick<ApplicationFacts, "product" | "purchase">,
): Declarations {
  if (asksAboutSeller(facts)) return declarations;
  const { hasSpecialBorrowerSellerRelationship: _ignored, ...rest } = declarations;
  return rest;
}

/**
 * A saved screen whose answers miss a question an earlier edit brought in: the declarations of a
 * loan that became a purchase have no seller answer. Such a screen is to be done again.
 */
export function needsRevisit(
  section: { section: string; data: unknown },
  facts: Pick<ApplicationFacts, "product" | "purchase">,
): boolean {
  if (section.section !== "declarations" || !asksAboutSeller(facts)) return false;
  const data = section.data as Partial<Declarations> | null;
  return data?.hasSpecialBorrowerSellerRelationship === undefined;
}

/** Other income as entered (`OtherIncome`) or as read back from storage. */
type IncomeSources = { incomeSources: readonly { type: string; propertyId?: string }[] };

/** Rents from a property no longer on the application (removed or sold on step 3). */
export function rentsWithoutProperty<I extends IncomeSources>(
  income: I,
  properties: readonly RentalProperty[],
): I["incomeSources"][number][] {
  const known = new Set(properties.map((p) => p.propertyId));
  return income.incomeSources.filter((s) => s.type === "rental" && !known.has(s.propertyId ?? ""));
}

/** Other income as it counts: rents without their property are kept in the row but left out. */
export function incomeThatApplies<I extends IncomeSources>(
  income: I,
  properties: readonly RentalProperty[],
): I {
  const stale = new Set(rentsWithoutProperty(income, properties));
  return { ...income, incomeSources: income.incomeSources.filter((s) => !stale.has(s)) };
}

const forWhom = (who: SectionOwner) => (who === "coborrower" ? " for your coborrower" : "");

/** The notice of a step 3 save that takes away the property a rent comes from. */
export const rentNoLongerApplies = (property: string, who: SectionOwner): string =>
  `The rent you entered on “Other income”${forWhom(who)} from ${property} no longer applies: that property is no longer on your application. It is kept but left out of your income; open “Other income” to change it.`;

/** The notice of a step 2 save that turns a purchase into a refinance after the declarations. */
export const SELLER_ANSWER_IGNORED =
  "You are now refinancing, so your answer about a relationship with the seller on “Declarations” no longer applies: it is kept but left out of your application.";

/** The notice of a step 2 save that turns a refinance into a purchase after the declarations. */
export const SELLER_ANSWER_NEEDED =
  "You are now buying the home, so “Declarations” asks whether you are related to the seller: answer it there before you finish your application.";
