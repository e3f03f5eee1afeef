import type { DeclineReason } from "../pricing/eligibility";
import { principalReasons } from "./principal-reasons";

export type CreditProduct = "heloc" | "mortgage";

/** FCRA § 615(a) and § 609(f): the score a decision used, and where it came from. */
export type CreditScoreUsed = {
  score: number;
  rangeLow: number;
  rangeHigh: number;
  bureau: string;
  bureauAddress: string;
  bureauPhone: string;
  scoredAt: Date;
  /** The bureau's key factors that lowered the score, most important first (at most 4, or 5). */
  keyFactors: readonly string[];
};

export type AdverseActionNoticeInput = {
  applicantName: string;
  product: CreditProduct;
  decidedAt: Date;
  reasons: readonly DeclineReason[];
  creditor: { legalName: string; address: string; phone: string; nmlsId: string };
  /** Only when a credit score was used in the decision. */
  scoreUsed?: CreditScoreUsed;
};

export type NoticeSection = { heading: string; paragraphs: string[] };
export type AdverseActionNotice = { title: string; sections: NoticeSection[] };

const PRODUCT_WORDS: Record<CreditProduct, string> = {
  heloc: "a home equity line of credit",
  mortgage: "a mortgage loan",
};

/** Dates read as their UTC day, like every date of the site (spec §5): "March 3, 2026". */
const day = (date: Date) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);

/** Reg B 1002.9(b)(1): the ECOA notice, naming the agency that oversees this creditor. */
export const ECOA_NOTICE =
  "The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants " +
  "on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has " +
  "the capacity to enter into a binding contract); because all or part of the applicant's income derives from " +
  "any public assistance program; or because the applicant has in good faith exercised any right under the " +
  "Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning this " +
  "creditor is the Consumer Financial Protection Bureau, 1700 G Street NW, Washington, DC 20552.";

function reasonsSection(input: AdverseActionNoticeInput): NoticeSection {
  const reasons = principalReasons(input.reasons);
  if (reasons.length > 0)
    return {
      heading: "Principal reasons for our decision",
      paragraphs: [
        `Our decision was based on the following principal reason${reasons.length > 1 ? "s" : ""}:`,
        ...reasons,
      ],
    };
  // Reg B 1002.9(a)(2)(ii): without the reasons, the notice tells how to ask for them.
  const { address, phone } = input.creditor;
  return {
    heading: "Your right to a statement of reasons",
    paragraphs: [
      "You have the right to a statement of specific reasons why your application was denied. To obtain the " +
        `statement, please contact us at ${address}, ${phone}, within 60 days from the date of this notice. We will ` +
        "send you a written statement of reasons within 30 days of receiving your request.",
    ],
  };
}

/** FCRA § 615(a) (the report and the applicant's rights) and § 609(f) (the score), model form C-3. */
function creditScoreSection(score: CreditScoreUsed): NoticeSection {
  const factors = score.keyFactors.length
    ? ["Key factors that adversely affected your credit score:", ...score.keyFactors]
    : [];
  return {
    heading: "Your credit score and the credit report we used",
    paragraphs: [
      "Our credit decision was based in whole or in part on information obtained in a report from the consumer " +
        "reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the " +
        "information contained in your credit file at the consumer reporting agency. The reporting agency played " +
        "no part in our decision and is unable to supply specific reasons why we have denied credit to you. You " +
        "have a right to a free copy of your report from the reporting agency, if you request it no later than 60 " +
        "days after you receive this notice. In addition, if you find that any information contained in the report " +
        "you receive is inaccurate or incomplete, you have the right to dispute the matter with the reporting agency.",
      `${score.bureau}, ${score.bureauAddress}, ${score.bureauPhone}`,
      "We also obtained your credit score from this consumer reporting agency and used it in making our credit " +
        "decision. Your credit score is a number that reflects the information in your consumer report. Your " +
        "credit score can change, depending on how the information in your consumer report changes.",
      `Your credit score: ${score.score}`,
      `Date: ${day(score.scoredAt)}`,
      `Scores range from a low of ${score.rangeLow} to a high of ${score.rangeHigh}.`,
      ...factors,
    ],
  };
}

/**
 * Reg B 1002.9(a)(2) adverse-action notice for a denied application (docs/design.md §4): the action
 * taken, the principal reasons (or the right to ask for them), the credit-score disclosure when a
 * score was used, the creditor's name and address, and the ECOA notice. Text only: the screen and
 * the PDF lay it out.
 */
export function adverseActionNotice(input: AdverseActionNoticeInput): AdverseActionNotice {
  const { creditor } = input;
  return {
    title: "Statement of credit denial",
    sections: [
      {
        heading: "Action taken on your application",
        paragraphs: [
          `Date: ${day(input.decidedAt)}`,
          `Dear ${input.applicantName},`,
          `Thank you for applying to ${creditor.legalName} for ${PRODUCT_WORDS[input.product]}. After ` +
            "reviewing your application, we are unable to approve it: your request for credit has been denied.",
        ],
      },
      reasonsSection(input),
      ...(input.scoreUsed ? [creditScoreSection(input.scoreUsed)] : []),
      {
        heading: "Creditor",
        paragraphs: [creditor.legalName, creditor.address, creditor.phone, `NMLS ID ${creditor.nmlsId}`],
      },
      { heading: "Equal Credit Opportunity Act notice", paragraphs: [ECOA_NOTICE] },
    ],
  };
}
