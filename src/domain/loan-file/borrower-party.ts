import { declarationsThatApply } from "../application/later-answers";
import { ownershipClass } from "../employment/employment";
import { NAME_SUFFIXES } from "../enums/borrower";
import { governmentMonitoring } from "./government-monitoring";
import type { LoanFileLabels } from "./labels";
import { LANGUAGE_CODES } from "./language-preference";
import type { LoanFileBorrower } from "./loan-file-input";
import { mismoAddress, telephoneDigits } from "./mismo-address";
import {
  BANKRUPTCY_CHAPTER,
  CITIZENSHIP,
  INCOME_TYPE,
  LEGAL_ENTITY_TYPE,
  MARITAL_STATUS,
  MILITARY_STATUS,
  PRIOR_PROPERTY_TITLE,
  PRIOR_PROPERTY_USAGE,
} from "./mismo-codes";
import { amount, count, day, indicator, listOf, type MismoElement, present } from "./mismo-document";

/** A borrower's party, and its role's label for the deal's arcs. */
export interface BorrowerPartyResult {
  party: MismoElement;
  roleLabel: string;
}

const yesNo = (answer: boolean | undefined) => (answer === undefined ? undefined : answer ? "Yes" : "No");

function nameOf(borrower: LoanFileBorrower): MismoElement {
  const p = borrower.personal;
  const suffix = NAME_SUFFIXES.find((s) => s.value === p?.suffix)
    ?.label.replace(".", "")
    .toUpperCase();
  return {
    FirstName: p?.firstName ?? borrower.firstName ?? undefined,
    LastName: p?.lastName ?? borrower.lastName ?? undefined,
    MiddleName: p?.middleName,
    SuffixName: suffix,
  };
}

function contactPoints(borrower: LoanFileBorrower): MismoElement | undefined {
  const points: MismoElement[] = [];
  if (borrower.email) points.push({ CONTACT_POINT_EMAIL: { ContactPointEmailValue: borrower.email } });
  if (borrower.personal?.phone)
    points.push({
      CONTACT_POINT_TELEPHONE: { ContactPointTelephoneValue: telephoneDigits(borrower.personal.phone) },
    });
  return listOf("CONTACT_POINT", points);
}

/** Form 1103: a language chosen, "other", or the refusal; the question not answered leaves it out. */
function languages(borrower: LoanFileBorrower): MismoElement | undefined {
  const preference = borrower.languagePreference;
  if (!preference) return undefined;
  const refused = preference === "preferNotToSay";
  const code = refused ? undefined : preference === "other" ? "Other" : LANGUAGE_CODES[preference];
  return {
    LANGUAGE: [
      {
        LanguageCode: code,
        EXTENSION: {
          OTHER: { "ULAD:LANGUAGE_EXTENSION": { "ULAD:LanguageRefusalIndicator": indicator(refused) } },
        },
      },
    ],
  };
}

function residences(borrower: LoanFileBorrower): MismoElement | undefined {
  const p = borrower.personal;
  if (!p) return undefined;
  const current = p.currentResidence;
  const basis = { own: "Own", rent: "Rent", noPrimaryHousingExpense: "LivingRentFree" }[current.housing];
  const list: MismoElement[] = [
    {
      ADDRESS: mismoAddress(current.address),
      LANDLORD:
        current.housing === "rent"
          ? { LANDLORD_DETAIL: { MonthlyRentAmount: amount(current.monthlyRent) } }
          : undefined,
      RESIDENCE_DETAIL: {
        BorrowerResidencyBasisType: basis,
        BorrowerResidencyDurationMonthsCount: count(current.years * 12 + current.months),
        BorrowerResidencyType: "Current",
      },
    },
  ];
  if (p.formerResidence)
    list.push({
      ADDRESS: mismoAddress(p.formerResidence.address),
      RESIDENCE_DETAIL: {
        BorrowerResidencyDurationMonthsCount: count(p.formerResidence.years * 12 + p.formerResidence.months),
        BorrowerResidencyType: "Prior",
      },
    });
  return { RESIDENCE: list };
}

/** Form 1003 section 5; an unanswered question is left out, never sent as "no". */
function declaration(borrower: LoanFileBorrower): MismoElement | undefined {
  const d = borrower.declarations;
  const citizenship = borrower.personal ? CITIZENSHIP[borrower.personal.citizenship] : undefined;
  return present({
    DECLARATION_DETAIL: present({
      BankruptcyIndicator: indicator(d?.hasBankruptcy),
      CitizenshipResidencyType: citizenship,
      HomeownerPastThreeYearsType: yesNo(d?.onwershipInterest),
      IntentToOccupyType: yesNo(d?.hasIntentToOccupy),
      OutstandingJudgmentsIndicator: indicator(d?.hasOustandingJudgements),
      PartyToLawsuitIndicator: indicator(d?.isPartyToLawsuit),
      PresentlyDelinquentIndicator: indicator(d?.hasFederalDebt),
      PriorPropertyDeedInLieuConveyedIndicator: indicator(d?.hasConveyedForeclosure),
      PriorPropertyForeclosureCompletedIndicator: indicator(d?.hasForeclosure),
      PriorPropertyShortSaleCompletedIndicator: indicator(d?.doneShortSale),
      PriorPropertyTitleType: d?.otherPropertyTitle ? PRIOR_PROPERTY_TITLE[d.otherPropertyTitle] : undefined,
      PriorPropertyUsageType: d?.otherPropertyType ? PRIOR_PROPERTY_USAGE[d.otherPropertyType] : undefined,
      PropertyProposedCleanEnergyLienIndicator: indicator(d?.isPropertySubjectToLien),
      UndisclosedBorrowedFundsAmount: amount(d?.borrowedThirdPartyMoneyAmount),
      UndisclosedBorrowedFundsIndicator: indicator(d?.hasBorrowedThirdPartyMoney),
      UndisclosedComakerOfNoteIndicator: indicator(d?.isGuarantorOrCosigor),
      UndisclosedCreditApplicationIndicator: indicator(d?.wantsAnotherLoan),
      UndisclosedMortgageApplicationIndicator: indicator(d?.wantsAnotherMortgage),
      EXTENSION:
        d?.hasSpecialBorrowerSellerRelationship === undefined
          ? undefined
          : {
              OTHER: {
                "ULAD:DECLARATION_DETAIL_EXTENSION": {
                  "ULAD:SpecialBorrowerSellerRelationshipIndicator": indicator(
                    d.hasSpecialBorrowerSellerRelationship,
                  ),
                },
              },
            },
    }),
  });
}

interface IncomeItem {
  label: string;
  element: MismoElement;
  employerLabel?: string;
}

function incomeItem(
  labels: LoanFileLabels,
  detail: {
    monthly: number;
    employment: boolean;
    type: string;
    otherDescription?: string;
    foreign?: boolean;
  },
  employerLabel?: string,
): IncomeItem {
  const label = labels.next("CURRENT_INCOME_ITEM");
  return {
    label,
    employerLabel,
    element: {
      "@SequenceNumber": label.split("_").pop(),
      "@xlink:label": label,
      CURRENT_INCOME_ITEM_DETAIL: {
        CurrentIncomeMonthlyTotalAmount: amount(detail.monthly),
        EmploymentIncomeIndicator: indicator(detail.employment),
        ForeignIncomeIndicator: detail.foreign ? "true" : undefined,
        IncomeType: detail.type,
        IncomeTypeOtherDescription: detail.otherDescription,
      },
    },
  };
}

/**
 * Form 1003 sections 1b–1d: each job as an EMPLOYER with its EMPLOYMENT, and a current job's pay
 * by kind as income items tied to it. A job owned 25% or more is self-employment: its income is the
 * business's monthly income when business information was given, its pay otherwise.
 */
function employers(borrower: LoanFileBorrower, labels: LoanFileLabels) {
  const items: IncomeItem[] = [];
  let primaryTaken = false;
  const list = borrower.employments.map((job) => {
    const label = labels.next("EMPLOYER");
    const current = !job.endDate;
    const selfOwned = ownershipClass(job.percentageOwned) === "selfOwned";
    const business = selfOwned && current ? borrower.business : null;
    const classification = current ? (primaryTaken ? "Secondary" : "Primary") : undefined;
    if (current) primaryTaken = true;
    const pay = [
      ["Base", job.base],
      ["Overtime", job.overtime],
      ["Bonus", job.bonuses],
      ["Commissions", job.commissions],
    ] as const;
    const monthlyPay = pay.reduce((sum, [, value]) => sum + value, 0);
    if (current && selfOwned)
      items.push(
        incomeItem(
          labels,
          {
            monthly: business ? business.monthlyIncome : monthlyPay,
            employment: true,
            type: "SelfEmploymentIncome",
          },
          label,
        ),
      );
    else if (current)
      for (const [type, value] of pay)
        if (value > 0) items.push(incomeItem(labels, { monthly: value, employment: true, type }, label));
    const ownership =
      job.percentageOwned === null
        ? undefined
        : selfOwned
          ? "GreaterThanOrEqualTo25Percent"
          : "LessThan25Percent";
    return {
      "@SequenceNumber": label.split("_").pop(),
      "@xlink:label": label,
      LEGAL_ENTITY: {
        CONTACTS: job.employerPhone
          ? {
              CONTACT: [
                {
                  CONTACT_POINTS: {
                    CONTACT_POINT: [
                      {
                        CONTACT_POINT_TELEPHONE: {
                          ContactPointTelephoneValue: telephoneDigits(job.employerPhone),
                        },
                      },
                    ],
                  },
                },
              ],
            }
          : undefined,
        LEGAL_ENTITY_DETAIL: {
          FullName: business?.businessName ?? job.employerName,
          LegalEntityType: business ? LEGAL_ENTITY_TYPE[business.businessType] : undefined,
        },
      },
      ADDRESS: job.employerAddress.line1 ? mismoAddress(job.employerAddress) : undefined,
      EMPLOYMENT: {
        EmploymentBorrowerSelfEmployedIndicator: indicator(selfOwned),
        EmploymentClassificationType: classification,
        EmploymentEndDate: day(job.endDate),
        // Form 1003 1d asks a previous job's gross monthly income; a current one's is itemised.
        EmploymentMonthlyIncomeAmount: current ? undefined : amount(monthlyPay),
        EmploymentPositionDescription: job.position || undefined,
        EmploymentSelfOwnedBusinessOperationsStartDate: day(business?.startDate),
        EmploymentStartDate: day(job.startDate),
        EmploymentStatusType: current ? "Current" : "Previous",
        OwnershipInterestType: ownership,
      },
    } satisfies MismoElement;
  });
  return { list, items };
}

/** Form 1003 1e: other income by type; rent is its property's (section 3), unless the home is the subject. */
function otherIncomeItems(
  borrower: LoanFileBorrower,
  labels: LoanFileLabels,
  ownedPropertyIds: ReadonlySet<string>,
): IncomeItem[] {
  return borrower.otherIncome.flatMap((source) => {
    if (source.type === "rental")
      return ownedPropertyIds.has(source.propertyId)
        ? []
        : [
            incomeItem(labels, {
              monthly: source.monthlyAmount,
              employment: false,
              type: "Other",
              otherDescription: "Rental income from the subject property",
            }),
          ];
    return [
      incomeItem(labels, {
        monthly: source.monthlyAmount,
        employment: false,
        type: INCOME_TYPE[source.type],
        otherDescription: source.type === "foreign" ? `Foreign income (${source.country})` : undefined,
        foreign: source.type === "foreign",
      }),
    ];
  });
}

function military(borrower: LoanFileBorrower) {
  const status = borrower.personal?.militaryStatus;
  if (!status) return { served: undefined, services: undefined, spouse: undefined };
  const services =
    status === "none" || status === "survivingSpouse"
      ? undefined
      : { MILITARY_SERVICE: [{ MilitaryStatusType: MILITARY_STATUS[status] }] };
  return {
    served: indicator(status !== "none"),
    services,
    spouse: status === "survivingSpouse" ? "true" : undefined,
  };
}

/**
 * One borrower as a PARTY with the role Borrower (ULAD): the person, their contact and language,
 * the role's details, declarations, jobs and income, demographics, residences, and the SSN as the
 * taxpayer identifier. Each employer and income item gets its label and its arc.
 */
export function borrowerParty(
  borrower: LoanFileBorrower,
  labels: LoanFileLabels,
  facts: { purchase: boolean; product: "heloc" | "mortgage"; ownedPropertyIds: ReadonlySet<string> },
): BorrowerPartyResult {
  const roleLabel = labels.next("BORROWER");
  const p = borrower.personal;
  const jobs = employers(borrower, labels);
  const items = [...jobs.items, ...otherIncomeItems(borrower, labels, facts.ownedPropertyIds)];
  for (const item of items)
    if (item.employerLabel)
      labels.associate(item.label, "CURRENT_INCOME_ITEM", item.employerLabel, "EMPLOYER");
  const declarations = borrower.declarations
    ? { ...borrower, declarations: declarationsThatApply(borrower.declarations, facts) }
    : borrower;
  const service = military(borrower);
  const chapter = borrower.declarations?.bankruptcy;
  const party: MismoElement = {
    INDIVIDUAL: {
      CONTACT_POINTS: contactPoints(borrower),
      NAME: nameOf(borrower),
    },
    LANGUAGES: languages(borrower),
    ROLES: {
      ROLE: [
        {
          "@SequenceNumber": "1",
          "@xlink:label": roleLabel,
          BORROWER: {
            BANKRUPTCIES: chapter
              ? {
                  BANKRUPTCY: [{ BANKRUPTCY_DETAIL: { BankruptcyChapterType: BANKRUPTCY_CHAPTER[chapter] } }],
                }
              : undefined,
            BORROWER_DETAIL: present({
              BorrowerBirthDate: borrower.dateOfBirth ?? undefined,
              DependentCount: count(p?.dependantCount),
              MaritalStatusType: p ? MARITAL_STATUS[p.maritalStatus] : undefined,
              SelfDeclaredMilitaryServiceIndicator: service.served,
              SpousalVABenefitsEligibilityIndicator: service.spouse,
            }),
            CURRENT_INCOME: items.length
              ? { CURRENT_INCOME_ITEMS: { CURRENT_INCOME_ITEM: items.map((i) => i.element) } }
              : undefined,
            DECLARATION: declaration(declarations),
            DEPENDENTS: listOf(
              "DEPENDENT",
              (p?.dependantAges ?? []).map((age) => ({ DependentAgeYearsCount: count(age) })),
            ),
            EMPLOYERS: listOf("EMPLOYER", jobs.list),
            GOVERNMENT_MONITORING: governmentMonitoring(borrower.demographics),
            MILITARY_SERVICES: service.services,
            RESIDENCES: residences(borrower),
          },
          ROLE_DETAIL: { PartyRoleType: "Borrower" },
        },
      ],
    },
    TAXPAYER_IDENTIFIERS: borrower.ssn
      ? {
          TAXPAYER_IDENTIFIER: [
            {
              TaxpayerIdentifierType: "SocialSecurityNumber",
              TaxpayerIdentifierValue: borrower.ssn.replace(/\D/g, ""),
            },
          ],
        }
      : undefined,
  };
  return { party, roleLabel };
}
