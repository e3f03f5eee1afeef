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

/** Where the notice's PDF is served (src/app/(applicant)/app/ineligible/notice.pdf/route.ts). */
export const NOTICE_PDF_PATH = "/app/ineligible/notice.pdf";
