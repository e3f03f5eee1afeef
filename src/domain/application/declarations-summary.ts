import { formatMoney } from "../format/money";
import {
  type BankruptcyChapter,
  DECLARATION_QUESTIONS,
  type Declarations,
  type OtherPropertyTitle,
  type OtherPropertyType,
} from "./declarations";
import { type SummaryOfSection, type SummaryRow, yesNo } from "./summary-group";

const PROPERTY_TYPE_LABELS: Record<OtherPropertyType, string> = {
  primaryResidence: "Primary home",
  secondHome: "Second home",
  investment: "Investment property",
};
const TITLE_LABELS: Record<OtherPropertyTitle, string> = {
  sole: "By myself",
  jointWithSpouse: "Jointly with my spouse",
  jointWithOther: "Jointly with another person",
};
const chapterLabel = (chapter: BankruptcyChapter) => (chapter === "other" ? "Other" : `Chapter ${chapter}`);

/** Form 1003 section 5 on the summary: each question answered, each follow-up under its question. */
export function declarationsSummary(data: Declarations): SummaryOfSection {
  const rows: SummaryRow[] = [];
  for (const { key, question } of DECLARATION_QUESTIONS) {
    const value = data[key];
    // A question that was not asked (the seller one outside a purchase, ownership when not living there).
    if (value === undefined) continue;
    rows.push({ label: question, value: yesNo(value) });
    if (key === "onwershipInterest" && value) {
      if (data.otherPropertyType)
        rows.push({ label: "Type of that property", value: PROPERTY_TYPE_LABELS[data.otherPropertyType] });
      if (data.otherPropertyTitle)
        rows.push({ label: "How you held the title", value: TITLE_LABELS[data.otherPropertyTitle] });
    }
    if (key === "hasBorrowedThirdPartyMoney" && value && data.borrowedThirdPartyMoneyAmount !== undefined)
      rows.push({
        label: "Amount borrowed or received",
        value: formatMoney(data.borrowedThirdPartyMoneyAmount),
      });
    if (key === "hasBankruptcy" && value && data.bankruptcy)
      rows.push({ label: "Type of bankruptcy", value: chapterLabel(data.bankruptcy) });
  }
  return { title: "Declarations", rows };
}
