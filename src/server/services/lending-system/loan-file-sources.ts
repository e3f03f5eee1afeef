import { eq } from "drizzle-orm";
import type { Who } from "@/domain/application/application-steps";
import { accountNumberKey, type StoredAssetAccount } from "@/domain/application/assets";
import { businessInformationOutput } from "@/domain/application/business-information";
import { declarationsInput } from "@/domain/application/declarations";
import { demographicsInput } from "@/domain/application/demographics";
import { storedEmploymentOutput } from "@/domain/application/employment-section";
import {
  type DebtConsolidationAnswers,
  liabilitiesAfterDecisions,
} from "@/domain/application/liability-decisions";
import { type OtherIncome, otherIncomeOutput } from "@/domain/application/other-income";
import type { PersonalInfoRecord } from "@/domain/application/personal-info";
import type { RealEstateSection } from "@/domain/application/real-estate-summary";
import type { SubjectProperty } from "@/domain/application/subject-property";
import type { CreditReport } from "@/domain/debts/credit-report";
import type { LoanFileBorrower, LoanFileInput, LoanFileLoan } from "@/domain/loan-file/loan-file-input";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { Database } from "@/server/db/client";
import { fileAssignments, staffUsers } from "@/server/db/schema";
import { openSectionSensitive, readSections, type StoredSection } from "../application/section-store";
import { currentDecision } from "../decisions/current-decision";
import type { ApplicationRow } from "../prequal/application-store";
import { resultOfCall } from "../prequal/outside-calls";
import { currentOfferRow } from "../prequal/price-application";
import type { QuoteSummary } from "../prequal/quote-summary";
import { rateSheetVersion } from "../prequal/rate-sheet-store";
import { openSensitive } from "../prequal/sensitive-fields";

export interface LoanFileLender {
  legalName: string;
  nmlsId: string | null;
  phone: string | null;
}

/**
 * A saved screen's answers when they are whole: a screen saved as it is on the site always is, and
 * anything else (a row written by hand, an older shape) is read as not answered rather than guessed.
 */
function whole<T>(data: Record<string, unknown> | undefined, required: readonly string[]): T | null {
  if (!data || required.some((field) => data[field] === undefined || data[field] === null)) return null;
  return data as T;
}

const sectionOf = (
  sections: readonly StoredSection[],
  section: StoredSection["section"],
  who: StoredSection["who"],
) => sections.find((s) => s.section === section && s.who === who) ?? null;

/** The accepted loan as priced: the HELOC line with the first draw chosen, or the mortgage offer taken. */
async function acceptedLoan(db: Database, application: ApplicationRow): Promise<LoanFileLoan | null> {
  const offer = await currentOfferRow({ db }, application);
  const quote = offer?.eligible ? (offer.summary as QuoteSummary) : null;
  if (!offer || !quote) return null;
  if (quote.product === "heloc")
    return {
      product: "heloc",
      lineAmount: quote.lineAmount,
      firstDraw: (application.answers as PrequalAnswers).chosenDraw ?? null,
      rate: quote.rate,
      drawYears: quote.drawYears,
      repaymentYears: quote.repaymentYears,
    };
  // The first product offered is the one taken when none was named (decision 043).
  const [taken] = quote.offers;
  if (!taken) return null;
  const sheet = await rateSheetVersion(db, offer.rateSheetVersion);
  const product = sheet?.mortgage.products.find((p) => p.id === taken.productId);
  return {
    product: "mortgage",
    loanAmount: taken.loanAmount,
    rate: taken.rate,
    termYears: product?.termYears ?? null,
    adjustable: product ? Boolean(product.adjustable) : null,
  };
}

function borrowerOf(
  who: Who,
  application: ApplicationRow,
  sections: readonly StoredSection[],
  fieldKey: Uint8Array,
): LoanFileBorrower {
  const answers = application.answers as PrequalAnswers;
  const person = who === "borrower" ? answers.borrower : answers.coborrower;
  const personalSection = sectionOf(sections, "personalInfo", who);
  const checked = openSensitive(fieldKey, application.id, application.sensitiveEncrypted)[who];
  const given = personalSection ? openSectionSensitive(fieldKey, application.id, personalSection) : {};
  const employment = sectionOf(sections, "employment", who);
  const business = sectionOf(sections, "businessInformation", who);
  const personal = whole<PersonalInfoRecord>(personalSection?.data, [
    "firstName",
    "lastName",
    "citizenship",
    "maritalStatus",
    "currentResidence",
    "militaryStatus",
  ]);
  return {
    who,
    firstName: person?.firstName ?? null,
    lastName: person?.lastName ?? null,
    email: person?.email ?? null,
    personal,
    ssn: checked?.ssn ?? given.ssn ?? null,
    dateOfBirth: checked?.dateOfBirth ?? given.dateOfBirth ?? null,
    employments: storedEmploymentOutput.safeParse(employment?.data ?? {}).data?.employments ?? [],
    business: business ? (businessInformationOutput.safeParse(business.data).data ?? null) : null,
    // Saved through otherIncomeInput, so each source has the fields its kind needs.
    otherIncome:
      (
        otherIncomeOutput.safeParse(sectionOf(sections, "otherIncome", who)?.data).data as
          | OtherIncome
          | undefined
      )?.incomeSources ?? [],
    demographics: demographicsInput.safeParse(sectionOf(sections, "demographics", who)?.data).data ?? null,
    declarations: declarationsInput.safeParse(sectionOf(sections, "declarations", who)?.data).data ?? null,
    languagePreference: personal?.languagePreference ?? null,
  };
}

/** Whether the lender declined the application: a declined one is never exported. */
export async function isDeclined(db: Database, application: ApplicationRow): Promise<boolean> {
  if (application.declinedAt) return true;
  return (await currentDecision(db, application.id))?.outcome === "declined";
}

/**
 * Everything the loan file is built from, read from the application's row, its saved screens, its
 * sealed credit report and its accepted offer; sealed values are opened here only to be written
 * into the file. Null when the application has no accepted offer (nothing to send yet).
 */
export async function loanFileSources(
  db: Database,
  application: ApplicationRow,
  deps: { fieldKey: Uint8Array; lender: LoanFileLender },
): Promise<LoanFileInput | null> {
  const loan = await acceptedLoan(db, application);
  if (!loan) return null;
  const sections = await readSections(db, application.id);
  const answers = application.answers as PrequalAnswers;
  const realEstate = sectionOf(sections, "realEstate", "application");
  const realEstateData = whole<RealEstateSection>(realEstate?.data, ["properties", "assets"]);
  const realEstateSensitive = realEstate
    ? openSectionSensitive(deps.fieldKey, application.id, realEstate)
    : {};
  const report = await resultOfCall<CreditReport>({ db, fieldKey: deps.fieldKey }, application.creditCallId);
  // The screen keeps its answers under `answers`, beside the pricing it led to.
  const debtSection = whole<{ answers: DebtConsolidationAnswers }>(
    sectionOf(sections, "debtConsolidation", "application")?.data,
    ["answers"],
  );
  const debtAnswers = debtSection?.answers;
  const who: Who[] = answers.withCoborrower ? ["borrower", "coborrower"] : ["borrower"];
  return {
    applicationId: application.id,
    receivedOn: application.applicationCompletedAt ?? application.createdAt,
    loan,
    subject: whole<SubjectProperty>(sectionOf(sections, "subjectProperty", "application")?.data, [
      "product",
      "address",
      "estimatedValue",
      "annualPropertyTaxes",
      "annualHomeownersInsurance",
      "hoaMonthlyFees",
    ]),
    prequalSubject: {
      address: answers.address ?? null,
      estimatedValue: answers.estimatedValue ?? null,
      propertyUse: answers.propertyUse ?? null,
    },
    borrowers: who.map((w) => borrowerOf(w, application, sections, deps.fieldKey)),
    ownedProperties: realEstateData?.properties ?? [],
    assets: (realEstateData?.assets ?? []).map((account: StoredAssetAccount) => ({
      ...account,
      accountNumber: realEstateSensitive[accountNumberKey(account.accountId)] ?? null,
    })),
    liabilities: liabilitiesAfterDecisions(report, debtAnswers ?? { decisions: [], added: [] }),
    lender: { ...deps.lender, address: null },
    loanOfficer: await assignedLoanOfficer(db, application.id),
  };
}

/** The file's assigned loan officer (decision 089): the individual loan originator, or null. */
async function assignedLoanOfficer(db: Database, applicationId: string) {
  const [officer] = await db
    .select({ firstName: staffUsers.firstName, lastName: staffUsers.lastName, nmlsId: staffUsers.nmlsId })
    .from(fileAssignments)
    .innerJoin(staffUsers, eq(staffUsers.id, fileAssignments.loanOfficerId))
    .where(eq(fileAssignments.applicationId, applicationId))
    .limit(1);
  return officer ?? null;
}
