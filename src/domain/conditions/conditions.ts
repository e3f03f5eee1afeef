import { PAYSTUBS_REQUIRED } from "../documents/document-types";

/** Spec §3: what a condition asks for; information conditions take one of three answer kinds. */
export const CONDITION_ITEM_TYPES = ["document", "information", "email"] as const;
export type ConditionItemType = (typeof CONDITION_ITEM_TYPES)[number];

export const CONDITION_INFORMATION_KINDS = ["long_text", "address", "employment"] as const;
export type ConditionInformationKind = (typeof CONDITION_INFORMATION_KINDS)[number];

/** Spec §9: the code ranges and what each covers. */
export const CONDITION_RANGES = [
  { from: 100, to: 110, area: "Identity and debt" },
  { from: 303, to: 310, area: "Mortgage, bankruptcy and student loan" },
  { from: 405, to: 420, area: "Income" },
  { from: 600, to: 609, area: "Insurance, HOA, disaster and solar" },
] as const;

export type Condition = {
  code: number;
  area: string;
  kind: ConditionItemType;
  informationKind?: ConditionInformationKind;
  /** E-mail conditions carry a file the borrower sends back signed or completed (spec §9). */
  attachment?: boolean;
  /**
   * The spec §3 document type a named document condition is cleared by (decision 035); other
   * document codes name theirs when they are added.
   */
  documentType?: string;
  text: string;
};

/** Spec §9 names these; the rest of each range keeps its area's generic wording (spec: "not shown"). */
const NAMED: Record<number, Omit<Condition, "code" | "area">> = {
  106: { kind: "email", attachment: true, text: "Sign and return the form we e-mailed you." },
  108: { kind: "email", attachment: true, text: "Sign and return the form we e-mailed you." },
  306: { kind: "email", attachment: true, text: "Sign and return the form we e-mailed you." },
  307: { kind: "email", attachment: true, text: "Sign and return the form we e-mailed you." },
  // Decision 045: proof that a mortgage the credit report ties to the home is on another property.
  309: {
    kind: "document",
    documentType: "mortgage_statement",
    text: "Upload a statement of the mortgage your credit report ties to this home, showing the property it is on.",
  },
  405: {
    kind: "document",
    documentType: "paystub",
    text: `Upload your ${PAYSTUBS_REQUIRED} most recent paystubs.`,
  },
  407: {
    kind: "document",
    documentType: "paystub",
    text: "Upload your year-end paystubs for the last two years showing your overtime income.",
  },
  408: {
    kind: "document",
    documentType: "paystub",
    text: "Upload your year-end paystubs for the last two years showing your bonus income.",
  },
  410: {
    kind: "document",
    documentType: "paystub",
    text: "Upload your year-end paystubs for the last two years showing your commission income.",
  },
  606: {
    kind: "document",
    // The condo's master policy is the building's homeowners insurance.
    documentType: "homeowners_insurance",
    text: "Upload the condo's master insurance policy showing at least $1,000,000 of general liability coverage.",
  },
  // Decision 041 (spec §9 names the range, not the codes): the identity check's two conditions,
  // cleared by another photo ID uploaded for them.
  103: {
    kind: "document",
    documentType: "id_document",
    text: "We couldn't confirm your identity automatically, so our team will check it by hand. Upload a clear photo of another government-issued photo ID (both sides, or a passport's photo page).",
  },
  104: {
    kind: "document",
    documentType: "id_document",
    text: "We couldn't verify your identity with the details and ID you gave. Our team will call you within 2 business days to verify it another way; you can also upload another government-issued photo ID.",
  },
  // Decision 044: the coborrower signs and verifies on their own account; we e-mailed them how.
  // Cleared when they finish; no form to mail, so no attachment.
  105: {
    kind: "email",
    text: "Sign the disclosures and verify their identity on their own account. We e-mail them how to sign in as soon as we have their e-mail address.",
  },
  // Decision 082: a condition the lender's underwriter set in the lending system; its text is the
  // underwriter's own, and the applicant answers it in words (or staff clear it when met).
  110: {
    kind: "information",
    informationKind: "long_text",
    text: "Answer the condition our underwriter set.",
  },
  // Decision (spec §3 names the information kinds but not their codes): one code per kind.
  101: {
    kind: "information",
    informationKind: "address",
    text: "Tell us every address you lived at in the last two years.",
  },
  102: {
    kind: "information",
    informationKind: "long_text",
    text: "Explain the recent credit inquiries on your report.",
  },
  412: {
    kind: "information",
    informationKind: "employment",
    text: "Tell us about your employer so we can verify your job.",
  },
};

function conditionFor(code: number, area: string): Condition {
  const named = NAMED[code];
  if (named) return { code, area, ...named };
  return { code, area, kind: "document", text: `Upload the document we asked for (${area.toLowerCase()}).` };
}

/** Spec §9: every condition code in the four ranges, with its kind and text. */
export const CONDITIONS: readonly Condition[] = CONDITION_RANGES.flatMap(({ from, to, area }) =>
  Array.from({ length: to - from + 1 }, (_, i) => conditionFor(from + i, area)),
);

const BY_CODE = new Map(CONDITIONS.map((c) => [c.code, c]));

/** The condition of a code, or undefined for a code outside the ranges. */
export function conditionByCode(code: number): Condition | undefined {
  return BY_CODE.get(code);
}
