import type { MortgageTransaction } from "../application/subject-property";
import { type BorrowerPartyResult, borrowerParty } from "./borrower-party";
import { LoanFileLabels } from "./labels";
import { leftOutOf } from "./left-out";
import type { LoanFileInput } from "./loan-file-input";
import { mismoAddress, telephoneDigits } from "./mismo-address";
import { ASSET_TYPE, DISPOSITION_STATUS, liabilityType, PROPERTY_USAGE } from "./mismo-codes";
import {
  amount,
  count,
  day,
  indicator,
  listOf,
  MISMO_NAMESPACES,
  MISMO_REFERENCE_MODEL,
  type MismoArc,
  type MismoElement,
  type MismoMessage,
  percentOf,
  present,
} from "./mismo-document";

/** The loan file: the MESSAGE, its arcs (for the check that each points at a label) and what it leaves out. */
export interface LoanFile {
  message: MismoMessage;
  arcs: readonly MismoArc[];
  leftOut: readonly string[];
}

const sequence = (label: string) => label.split("_").pop();

const FUNDS_TYPE = {
  checkingSavings: "CheckingSavings",
  saleOfProperty: "EquityOnSoldProperty",
  retirementFunds: "RetirementFunds",
  stocksAndBonds: "StocksAndBonds",
  giftFunds: "GiftFunds",
  grant: "Grant",
  other: "Other",
} as const;

const GIFT_ASSET_TYPE = {
  cashGift: "GiftOfCash",
  giftOfEquity: "GiftOfPropertyEquity",
  grant: "Grant",
} as const;
const GIFT_SOURCE = {
  relative: "Relative",
  unmarriedPartner: "UnmarriedPartner",
  employer: "Employer",
  nonprofit: "CommunityNonProfit",
  governmentAgency: "FederalAgency",
  lender: "Lender",
  other: "Other",
} as const;

const sameCreditor = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function transactionOf(input: LoanFileInput): MortgageTransaction | null {
  return input.subject?.product === "mortgage" ? input.subject.transaction : null;
}

/** Accounts (section 2a), gifts and grants (4d), each tied to the borrower who answered step 3. */
function accountAssets(input: LoanFileInput, labels: LoanFileLabels, owner: string): MismoElement[] {
  const accounts = input.assets.map((account) => {
    const label = labels.next("ASSET");
    labels.associate(label, "ASSET", owner, "ROLE");
    return {
      "@SequenceNumber": sequence(label),
      "@xlink:label": label,
      ASSET_DETAIL: {
        AssetAccountIdentifier: account.accountNumber ?? undefined,
        AssetCashOrMarketValueAmount: amount(account.balance),
        AssetType: ASSET_TYPE[account.accountType],
      },
      ASSET_HOLDER: { NAME: { FullName: account.institution } },
    };
  });
  const transaction = transactionOf(input);
  const gifts = (transaction?.purpose === "purchase" ? transaction.gifts : []).map((gift) => {
    const label = labels.next("ASSET");
    labels.associate(label, "ASSET", owner, "ROLE");
    return {
      "@SequenceNumber": sequence(label),
      "@xlink:label": label,
      ASSET_DETAIL: {
        AssetCashOrMarketValueAmount: amount(gift.amount),
        AssetType: GIFT_ASSET_TYPE[gift.kind],
        FundsSourceType: GIFT_SOURCE[gift.source],
        EXTENSION: {
          OTHER: {
            "ULAD:ASSET_DETAIL_EXTENSION": {
              "ULAD:IncludedInAssetAccountIndicator": indicator(gift.deposited),
            },
          },
        },
      },
    };
  });
  return [...accounts, ...gifts];
}

/** Section 2c: every debt after the applicant's decisions, tied to whose it is. */
function liabilities(input: LoanFileInput, labels: LoanFileLabels, roles: readonly BorrowerPartyResult[]) {
  const [main, coborrower] = roles;
  const list = input.liabilities.map((debt) => {
    const label = labels.next("LIABILITY");
    const owners =
      debt.debtor === "coborrower" && coborrower
        ? [coborrower]
        : debt.debtor === "joint"
          ? roles
          : main
            ? [main]
            : [];
    for (const role of owners) labels.associate(label, "LIABILITY", role.roleLabel, "ROLE");
    const kind = liabilityType(debt.type);
    const escrowed =
      debt.taxIncludedInMonthlyPayment === undefined
        ? undefined
        : debt.taxIncludedInMonthlyPayment && debt.insuranceIncludedInMonthlyPayment === true;
    return {
      label,
      debt,
      element: {
        "@SequenceNumber": sequence(label),
        "@xlink:label": label,
        LIABILITY_DETAIL: {
          LiabilityExclusionIndicator: indicator(debt.omitted === true),
          LiabilityMonthlyPaymentAmount: amount(debt.monthlyPayment),
          LiabilityPaymentIncludesTaxesInsuranceIndicator: indicator(escrowed),
          LiabilityPayoffStatusIndicator: indicator(debt.toBePaidOff === true),
          LiabilityType: kind.type,
          LiabilityTypeOtherDescription: kind.other,
          LiabilityUnpaidBalanceAmount: amount(debt.balance),
        },
        LIABILITY_HOLDER: { NAME: { FullName: debt.creditor } },
      } satisfies MismoElement,
    };
  });
  return list;
}

/**
 * Section 3: each property owned besides the subject as an ASSET holding an OWNED_PROPERTY, its
 * mortgages as liabilities tied to it (the report's own entry when it lists the same loan).
 */
function realEstateOwned(
  input: LoanFileInput,
  labels: LoanFileLabels,
  owner: string,
  debts: ReturnType<typeof liabilities>,
  rentByProperty: ReadonlyMap<string, number>,
) {
  const extraLiabilities: MismoElement[] = [];
  const claimed = new Set<string>();
  const assets = input.ownedProperties.map((property) => {
    const assetLabel = labels.next("ASSET");
    const ownedLabel = labels.next("OWNED_PROPERTY");
    labels.associate(assetLabel, "ASSET", owner, "ROLE");
    for (const mortgage of property.mortgages) {
      const reported = debts.find(
        (d) =>
          !claimed.has(d.label) &&
          d.debt.type === "mortgage" &&
          sameCreditor(d.debt.creditor, mortgage.creditor) &&
          d.debt.balance === mortgage.balance,
      );
      if (reported) {
        claimed.add(reported.label);
        labels.associate(ownedLabel, "OWNED_PROPERTY", reported.label, "LIABILITY");
        continue;
      }
      const label = labels.next("LIABILITY");
      labels.associate(label, "LIABILITY", owner, "ROLE");
      labels.associate(ownedLabel, "OWNED_PROPERTY", label, "LIABILITY");
      extraLiabilities.push({
        "@SequenceNumber": sequence(label),
        "@xlink:label": label,
        LIABILITY_DETAIL: {
          LiabilityExclusionIndicator: "false",
          LiabilityMonthlyPaymentAmount: amount(mortgage.monthlyPayment),
          LiabilityPayoffStatusIndicator: "false",
          LiabilityType: "MortgageLoan",
          LiabilityUnpaidBalanceAmount: amount(mortgage.balance),
        },
        LIABILITY_HOLDER: { NAME: { FullName: mortgage.creditor } },
      });
    }
    const rent = rentByProperty.get(property.propertyId) ?? property.annualRentalIncome / 12;
    return {
      "@SequenceNumber": sequence(assetLabel),
      "@xlink:label": assetLabel,
      ASSET_DETAIL: { AssetType: "RealEstateOwned" },
      OWNED_PROPERTY: {
        "@xlink:label": ownedLabel,
        OWNED_PROPERTY_DETAIL: {
          OwnedPropertyDispositionStatusType: DISPOSITION_STATUS[property.status],
          OwnedPropertyLienInstallmentAmount: amount(
            property.mortgages.reduce((s, m) => s + m.monthlyPayment, 0),
          ),
          OwnedPropertyLienUPBAmount: amount(property.mortgages.reduce((s, m) => s + m.balance, 0)),
          OwnedPropertyRentalIncomeGrossAmount: rent > 0 ? amount(rent) : undefined,
          OwnedPropertySubjectIndicator: "false",
        },
        PROPERTY: {
          ADDRESS: mismoAddress(property.address),
          PROPERTY_DETAIL: {
            PropertyCurrentUsageType: PROPERTY_USAGE[property.use],
            PropertyEstimatedValueAmount: amount(property.value),
          },
        },
      },
    } satisfies MismoElement;
  });
  return { assets, extraLiabilities };
}

/** Section 4a and L3: the home the loan is for, as step 2 describes it (the prequal's before). */
function subjectProperty(input: LoanFileInput): MismoElement {
  const subject = input.subject;
  const address = subject?.address ?? input.prequalSubject.address;
  const use = subject?.propertyUse ?? input.prequalSubject.propertyUse;
  const transaction = transactionOf(input);
  return {
    ADDRESS: address ? mismoAddress(address) : undefined,
    PROPERTY_DETAIL: present({
      FinancedUnitCount: count(subject?.units),
      PropertyEstimatedValueAmount: amount(subject?.estimatedValue ?? input.prequalSubject.estimatedValue),
      PropertyUsageType:
        use && use in PROPERTY_USAGE ? PROPERTY_USAGE[use as keyof typeof PROPERTY_USAGE] : undefined,
    }),
    SALES_CONTRACTS:
      transaction?.purpose === "purchase"
        ? {
            SALES_CONTRACT: [
              { SALES_CONTRACT_DETAIL: { SalesContractAmount: amount(transaction.purchasePrice) } },
            ],
          }
        : undefined,
  };
}

/** The subject's taxes, insurance and HOA dues a month: present for a home owned, proposed for a purchase. */
function housingExpenses(input: LoanFileInput): MismoElement | undefined {
  const subject = input.subject;
  if (!subject) return undefined;
  const timing = transactionOf(input)?.purpose === "purchase" ? "Proposed" : "Present";
  const expenses = [
    ["HomeownersInsurance", subject.annualHomeownersInsurance / 12],
    ["RealEstateTax", subject.annualPropertyTaxes / 12],
    ["HomeownersAssociationDuesAndCondominiumFees", subject.hoaMonthlyFees],
  ] as const;
  return {
    HOUSING_EXPENSE: expenses.map(([type, monthly]) => ({
      HousingExpensePaymentAmount: amount(Math.round(monthly * 100) / 100),
      HousingExpenseTimingType: timing,
      HousingExpenseType: type,
    })),
  };
}

/**
 * The subject loan: a HELOC as an open-end line (its line amount, its first draw), a mortgage as
 * its purchase or refinance with the cash out asked for.
 */
function subjectLoan(input: LoanFileInput, labels: LoanFileLabels): MismoElement {
  const label = labels.next("LOAN");
  const { loan } = input;
  const transaction = transactionOf(input);
  const heloc = loan.product === "heloc";
  const purpose = heloc ? "Other" : transaction?.purpose === "purchase" ? "Purchase" : "Refinance";
  return {
    "@LoanRoleType": "SubjectLoan",
    "@xlink:label": label,
    AMORTIZATION:
      loan.product === "mortgage" && loan.termYears
        ? {
            AMORTIZATION_RULE: {
              AmortizationType:
                loan.adjustable === null ? undefined : loan.adjustable ? "AdjustableRate" : "Fixed",
              LoanAmortizationPeriodCount: count(loan.termYears * 12),
              LoanAmortizationPeriodType: "Month",
            },
          }
        : undefined,
    DOWN_PAYMENTS:
      transaction?.purpose === "purchase"
        ? {
            DOWN_PAYMENT: [
              {
                DownPaymentAmount: amount(transaction.downPayment),
                FundsType: FUNDS_TYPE[transaction.downPaymentSource],
              },
            ],
          }
        : undefined,
    HELOC: heloc
      ? {
          HELOC_RULE: {
            HELOCInitialAdvanceAmount: amount(loan.firstDraw),
            HELOCMaximumBalanceAmount: amount(loan.lineAmount),
            HELOCRepayPeriodMonthsCount: count(loan.repaymentYears * 12),
          },
        }
      : undefined,
    HOUSING_EXPENSES: housingExpenses(input),
    LOAN_DETAIL: {
      ApplicationReceivedDate: day(input.receivedOn),
      BorrowerCount: count(input.borrowers.length),
      HELOCIndicator: indicator(heloc),
      OpenEndCreditIndicator: indicator(heloc),
    },
    LOAN_IDENTIFIERS: {
      LOAN_IDENTIFIER: [{ LoanIdentifier: input.applicationId, LoanIdentifierType: "LenderCase" }],
    },
    REFINANCE:
      transaction?.purpose === "refinance"
        ? {
            RefinanceCashOutAmount: amount(transaction.cashOutAmount),
            RefinanceCashOutDeterminationType:
              transaction.refinancePurpose === "cashOut" ? "CashOut" : "NoCashOut",
          }
        : undefined,
    TERMS_OF_LOAN: {
      BaseLoanAmount: heloc ? undefined : amount(loan.loanAmount),
      LienPriorityType: heloc ? undefined : "FirstLien",
      LoanPurposeType: purpose,
      LoanPurposeTypeOtherDescription: heloc ? "Home equity line of credit" : undefined,
      MortgageType: "Conventional",
      NoteAmount: heloc ? amount(loan.lineAmount) : undefined,
      NoteRatePercent: percentOf(loan.rate),
    },
  };
}

/** The lender as the loan origination company, with its NMLS ID when the settings hold a real one. */
function originationCompany(input: LoanFileInput, labels: LoanFileLabels): MismoElement {
  const { lender } = input;
  const label = labels.next("LOAN_ORIGINATION_COMPANY");
  const nmls = lender.nmlsId && /^\d+$/.test(lender.nmlsId) ? lender.nmlsId : undefined;
  return {
    LEGAL_ENTITY: {
      CONTACTS: lender.phone
        ? {
            CONTACT: [
              {
                CONTACT_POINTS: {
                  CONTACT_POINT: [
                    {
                      CONTACT_POINT_TELEPHONE: { ContactPointTelephoneValue: telephoneDigits(lender.phone) },
                    },
                  ],
                },
              },
            ],
          }
        : undefined,
      LEGAL_ENTITY_DETAIL: { FullName: lender.legalName },
    },
    ADDRESSES: lender.address ? { ADDRESS: [mismoAddress(lender.address)] } : undefined,
    ROLES: {
      ROLE: [
        {
          "@SequenceNumber": "1",
          "@xlink:label": label,
          LICENSES: nmls ? { LICENSE: [{ LICENSE_DETAIL: { LicenseIdentifier: nmls } }] } : undefined,
          ROLE_DETAIL: { PartyRoleType: "LoanOriginationCompany" },
        },
      ],
    },
  };
}

/**
 * The assigned loan officer as the individual loan originator (decision 089), with their NMLS ID
 * when they have one. None when the file has no loan officer yet.
 */
function loanOriginator(input: LoanFileInput, labels: LoanFileLabels): MismoElement | undefined {
  const officer = input.loanOfficer;
  if (!officer) return undefined;
  return {
    INDIVIDUAL: {
      NAME: { FirstName: officer.firstName || undefined, LastName: officer.lastName || undefined },
    },
    ROLES: {
      ROLE: [
        {
          "@SequenceNumber": "1",
          "@xlink:label": labels.next("LOAN_ORIGINATOR"),
          LICENSES: officer.nmlsId
            ? { LICENSE: [{ LICENSE_DETAIL: { LicenseIdentifier: officer.nmlsId } }] }
            : undefined,
          ROLE_DETAIL: { PartyRoleType: "LoanOriginator" },
        },
      ],
    },
  };
}

/**
 * The application as a MISMO 3.4 MESSAGE mapped as ULAD does (issue 21 item 1): a pure function of
 * what was collected. Every asset, liability, role, employer and income item carries its label, and
 * every arc of RELATIONSHIPS is drawn between labels handed out while building.
 */
export function buildLoanFile(input: LoanFileInput, createdAt: Date): LoanFile {
  const labels = new LoanFileLabels();
  const ownedPropertyIds = new Set(input.ownedProperties.map((p) => p.propertyId));
  const transaction = transactionOf(input);
  const facts = {
    product: input.loan.product,
    purchase: transaction?.purpose === "purchase",
    ownedPropertyIds,
  };
  const parties = input.borrowers.map((b) => borrowerParty(b, labels, facts));
  const mainRole = parties[0]?.roleLabel ?? "";
  const rentByProperty = new Map<string, number>();
  for (const b of input.borrowers)
    for (const source of b.otherIncome)
      if (source.type === "rental" && ownedPropertyIds.has(source.propertyId))
        rentByProperty.set(
          source.propertyId,
          (rentByProperty.get(source.propertyId) ?? 0) + source.monthlyAmount,
        );
  const accountList = accountAssets(input, labels, mainRole);
  const debts = liabilities(input, labels, parties);
  const reo = realEstateOwned(input, labels, mainRole, debts, rentByProperty);
  const loan = subjectLoan(input, labels);
  const company = originationCompany(input, labels);
  const originator = loanOriginator(input, labels);
  const arcs = labels.arcs;
  const deal: MismoElement = {
    ASSETS: listOf("ASSET", [...accountList, ...reo.assets]),
    COLLATERALS: { COLLATERAL: [{ SUBJECT_PROPERTY: subjectProperty(input) }] },
    LIABILITIES: listOf("LIABILITY", [...debts.map((d) => d.element), ...reo.extraLiabilities]),
    LOANS: { LOAN: [loan] },
    PARTIES: { PARTY: [...parties.map((p) => p.party), company, ...(originator ? [originator] : [])] },
    RELATIONSHIPS: listOf(
      "RELATIONSHIP",
      arcs.map((arc, i) => ({
        "@SequenceNumber": String(i + 1),
        "@xlink:from": arc.from,
        "@xlink:to": arc.to,
        "@xlink:arcrole": arc.arcrole,
      })),
    ),
  };
  const message: MismoMessage = {
    "@xmlns": MISMO_NAMESPACES.mismo,
    "@xmlns:xlink": MISMO_NAMESPACES.xlink,
    "@xmlns:xsi": MISMO_NAMESPACES.xsi,
    "@xmlns:ULAD": MISMO_NAMESPACES.ulad,
    "@xmlns:DU": MISMO_NAMESPACES.du,
    "@MISMOReferenceModelIdentifier": MISMO_REFERENCE_MODEL,
    ABOUT_VERSIONS: {
      ABOUT_VERSION: [{ CreatedDatetime: createdAt.toISOString().replace(/\.\d{3}Z$/, "Z") }],
    },
    DEAL_SETS: { DEAL_SET: [{ DEALS: { DEAL: [deal] } }] },
  };
  return { message, arcs, leftOut: leftOutOf(input) };
}
