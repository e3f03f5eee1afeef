import type { DeclineReason } from "@/domain/pricing/eligibility";

/**
 * The ineligible screens (spec §2 /app/ineligible/…, issue 8): one per kind of answer, each with
 * the advice that fits it. The domain sends a declined application to the screen of its most
 * important reason; "other-reasons" takes what advice cannot change (a sale, a derogatory event)
 * and what we could not decide.
 */
export const INELIGIBLE_KINDS = ["low-equity", "late-payment", "boost", "other-reasons"] as const;
export type IneligibleKind = (typeof INELIGIBLE_KINDS)[number];

/** The advice each screen gives, in order: keys of `ineligible.advice.<kind>` in the catalogue. */
export const ADVICE = {
  "low-equity": ["payDown", "valueChanges", "askValuation"],
  "late-payment": ["payOnTime", "autoPay", "checkReport"],
  boost: ["cardBalances", "payOnTime", "checkReports", "noNewAccounts", "noFile"],
  "other-reasons": ["listedForSale", "derogatory", "missingFacts", "askUs"],
} as const satisfies Record<IneligibleKind, readonly string[]>;

/**
 * Advice that is about some reasons only, given when the notice names one of them: a person
 * declined for a foreclosure is not told about homes listed for sale. Other advice is for everyone.
 */
const ADVICE_FOR_REASONS: Partial<Record<string, readonly DeclineReason[]>> = {
  listedForSale: ["listedForSale"],
  derogatory: ["recentBankruptcy", "recentForeclosure", "recentShortSale"],
  missingFacts: ["propertyValueUnknown", "incomeUnknown"],
};

/** The screen's advice (keys of `ineligible.advice.<kind>`) for the reasons its notice names. */
export function adviceFor(kind: IneligibleKind, reasons: readonly string[]): readonly string[] {
  return ADVICE[kind].filter((item) => {
    const about = ADVICE_FOR_REASONS[item];
    return !about || about.some((reason) => reasons.includes(reason));
  });
}

/** Where the notice's PDF is served (src/app/(applicant)/app/ineligible/notice.pdf/route.ts). */
export const NOTICE_PDF_PATH = "/app/ineligible/notice.pdf";
