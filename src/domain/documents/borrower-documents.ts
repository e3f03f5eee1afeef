import {
  isCurrent,
  isCurrentVerified,
  ownershipClass,
  isSelfEmployed as ownsCurrentBusiness,
} from "../employment/employment";
import type { IncomeType } from "../income/income-types";
import type { BorrowerRole, DocumentApplication, DocumentBorrower } from "./document-application";
import { PAYSTUBS_REQUIRED } from "./document-types";

/** A document a rule asks for, before uploads and requests are matched to it. */
export type Demand = { type: string; count: number };

const isEmployee = (e: { percentageOwned?: number | null }) =>
  ownershipClass(e.percentageOwned) === "employee";
const isSelfOwned = (e: { percentageOwned?: number | null }) => !isEmployee(e);

/** Spec §9: an employee job (under 25% owned) with no verified current one, or a BAS income. */
function needsPaystubs(b: DocumentBorrower, incomes: ReadonlySet<IncomeType>): boolean {
  const jobs = b.employments.filter(isEmployee);
  return (jobs.length > 0 && !jobs.some(isCurrentVerified)) || incomes.has("bas");
}

/**
 * Self-employed by the applicant's own answer or by a current job of which they own 25% or more
 * (spec §5, §9). The document rules have no as-of date, so a 25%+ job that ended, even inside the
 * two-year window, does not count; only one with no end date does.
 */
function isSelfEmployed(b: DocumentBorrower): boolean {
  return b.isSelfEmployed === true || ownsCurrentBusiness(b.employments);
}

/** Spec §9: rental income on a property the main borrower owns, and no current 25%+ ownership. */
function needsCurrentTaxReturn(b: DocumentBorrower, app: DocumentApplication): boolean {
  const owned = new Set(app.propertyOwnership.map((p) => p.propertyId));
  const rentsOwned = b.incomeSources.some(
    (s) => s.type === "rental" && !!s.propertyId && owned.has(s.propertyId),
  );
  return rentsOwned && !b.employments.some((e) => isSelfOwned(e) && isCurrent(e));
}

/** Spec §9: one rental agreement per rented unit across rental income sources, at least 1. */
function rentalUnits(b: DocumentBorrower): number {
  const units = b.incomeSources.reduce((sum, s) => sum + (s.type === "rental" ? (s.rentalUnits ?? 0) : 0), 0);
  return Math.max(1, units);
}

/** Spec §9: a statement per omitted liability; a coborrower's own debts are theirs, joint ones the main borrower's. */
export function omittedLiabilities(app: DocumentApplication, role: BorrowerRole): number {
  const owner = (debtor: string | null | undefined) =>
    debtor === "coborrower" && app.coborrower ? "coborrower" : "main";
  return app.liabilities.filter((l) => l.omitted === true && owner(l.debtor) === role).length;
}

/** Spec §9 requirement rules for one borrower, with the counts of the same section. */
export function borrowerDemands(b: DocumentBorrower, role: BorrowerRole, app: DocumentApplication): Demand[] {
  const incomes = new Set(b.incomeSources.map((s) => s.type));
  const has = (...types: IncomeType[]) => types.some((t) => incomes.has(t));
  const selfEmployed = isSelfEmployed(b);
  const omitted = omittedLiabilities(app, role);
  const paystubs = needsPaystubs(b, incomes);
  const rules: [boolean, string, number][] = [
    [true, "id_document", 1],
    [paystubs, "paystub", PAYSTUBS_REQUIRED],
    [paystubs, "w2", 2],
    [has("annuity", "pension", "disability"), "1099_form", 2],
    [has("alimony"), "alimony_proof", 1],
    [has("annuity"), "annuity_bank_statement", 1],
    [has("childSupport"), "child_support_order", 1],
    [has("fosterCare"), "foster_care_verification_letter", 1],
    [has("pension"), "pension_award_letter", 1],
    [has("socialSecurity"), "social_security", 1],
    [has("rental"), "rental_agreement", has("rental") ? rentalUnits(b) : 0],
    [has("interestAndDividends"), "asset_statement", 1],
    [selfEmployed, "business_tax_returns", 2],
    [selfEmployed, "k1", 2],
    [selfEmployed || has("foreign", "capitalGains", "interestAndDividends"), "1040_tax_returns", 2],
    [role === "main" && needsCurrentTaxReturn(b, app), "current_personal_tax_returns", 1],
    [omitted > 0, "educational_loan_statement", omitted],
  ];
  return rules.filter(([applies]) => applies).map(([, type, count]) => ({ type, count }));
}
