import { PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";
import type {
  DisclosureContent,
  HelocBrochureContent,
  HelocProgramContent,
  LoanEstimateContent,
} from "@/domain/closing/disclosure-content";
import { EXAMPLE_BALANCE } from "@/domain/closing/disclosure-content";
import { DISCLOSURE_DOCUMENTS } from "@/domain/closing/disclosure-documents";
import { formatMoney } from "@/domain/format/money";
import { formatNoticeDate } from "@/domain/format/notice-date";
import { formatPercent } from "@/domain/format/percent";
import type { NoticeLender } from "./adverse-action-pdf";
import { drawFooters, MUTED, Writer } from "./pdf-writer";

type Fonts = { regular: PDFFont; bold: PDFFont };
const money = formatMoney;
const pct = (value: number) => formatPercent(value, 3);

function lines(write: Writer, fonts: Fonts, rows: readonly [string, string][]) {
  for (const [label, value] of rows)
    write.paragraph(`${label}: ${value}`, { font: fonts.regular, size: 10, gapBefore: 4 });
}
const heading = (write: Writer, fonts: Fonts, text: string) =>
  write.paragraph(text, { font: fonts.bold, size: 12, gapBefore: 14 });
const text = (write: Writer, fonts: Fonts, body: string) =>
  write.paragraph(body, { font: fonts.regular, size: 10, gapBefore: 4 });

/** Reg Z 1026.40(d): the program disclosure of the offered line, item by item as far as the offer knows. */
function helocProgram(write: Writer, fonts: Fonts, c: HelocProgramContent) {
  text(write, fonts, "Keep this disclosure for your records (1026.40(d)(1)).");
  heading(write, fonts, "Your line");
  lines(write, fonts, [
    ["Credit line offered", money(c.lineAmount)],
    ["Draw period", `${c.drawYears} years: you may borrow, repay and borrow again`],
    ["Repayment period", `${c.repaymentYears} years: no more draws; the balance is repaid`],
  ]);
  heading(write, fonts, "Variable rate (1026.40(d)(12))");
  lines(write, fonts, [
    ["Index", `${c.indexName}, ${pct(c.indexRate)} today`],
    ["Margin", pct(c.margin)],
    ["Annual percentage rate today (index plus margin)", pct(c.apr)],
    ["Highest rate the line can ever have (the cap)", pct(c.rateCap)],
  ]);
  text(
    write,
    fonts,
    "The rate can change monthly, when the index changes. The APR includes interest only, not other costs. There is no limit on how much the rate can change in a year other than the cap.",
  );
  heading(write, fonts, `Payments on a ${money(EXAMPLE_BALANCE)} balance (1026.40(d)(5)(iii), (d)(12)(x))`);
  lines(write, fonts, [
    ["Draw period, interest only, at today's APR", `${money(c.example.drawPayment)} a month`],
    ["Repayment period at today's APR", `${money(c.example.repaymentPayment)} a month`],
    ["Draw period at the cap", `${money(c.example.maxDrawPayment)} a month`],
    ["Repayment period at the cap", `${money(c.example.maxRepaymentPayment)} a month`],
  ]);
  text(
    write,
    fonts,
    "During the draw period your payment covers only the interest, so the balance does not go down; your payment rises when repayment starts. A history of the index over the last 15 years is available from us on request.",
  );
  heading(write, fonts, "Fees (1026.40(d)(7), (d)(8))");
  lines(write, fonts, [
    [
      "Origination fee, paid at opening",
      `${money(c.originationFee)} (${pct(c.originationFeeRate)} of the line)`,
    ],
    ["Third-party fees (appraisal, title, recording)", "listed for you before you open the line"],
    ["Yearly fee, fees per draw", "none"],
  ]);
  heading(write, fonts, "Other terms");
  text(
    write,
    fonts,
    `Security interest: we take a security interest in your home. You could lose your home if you don't meet the obligations of your agreement (1026.40(d)(3)).`,
  );
  text(
    write,
    fonts,
    "Possible actions: we can end your line and demand repayment of the whole balance if you commit fraud, don't pay, or act in a way that harms our security in your home. We can refuse more draws or lower your line if your home's value falls significantly below its appraised value, your finances change so we reasonably believe you can't repay, or you default (1026.40(d)(4)).",
  );
  text(
    write,
    fonts,
    `Minimum line: ${money(c.minimumLine)}. There is no minimum draw and no negative amortization (1026.40(d)(9), (d)(10)).`,
  );
  text(write, fonts, "Tax deductibility: consult a tax adviser about deducting interest (1026.40(d)(11)).");
  text(
    write,
    fonts,
    "If any term here other than the rate changes before the line is opened and you therefore decide not to open it, you may get back all the fees you paid (1026.40(d)(2)).",
  );
  text(
    write,
    fonts,
    'With this disclosure you receive our summary of the CFPB brochure "What You Should Know About Home Equity Lines of Credit" (1026.40(e)).',
  );
}

/** The brochure summary, from its kept text: "# " title (printed above), "## " headings, "- " points, paragraphs. */
function helocBrochure(write: Writer, fonts: Fonts, c: HelocBrochureContent) {
  for (const block of c.text.split(/\n\s*\n/)) {
    const trimmed = block.trim();
    if (trimmed.startsWith("# ")) continue;
    if (trimmed.startsWith("## ")) heading(write, fonts, trimmed.slice(3));
    else if (trimmed.startsWith("- "))
      for (const point of trimmed.split(/\n(?=- )/))
        write.bullet(point.slice(2).replace(/\s+/g, " "), { font: fonts.regular, size: 10, gapBefore: 4 });
    else text(write, fonts, trimmed.replace(/\s+/g, " "));
  }
}

/** The Loan Estimate (1026.37) of the priced offer: loan terms, projected payments, closing costs, APR. */
function loanEstimate(write: Writer, fonts: Fonts, c: LoanEstimateContent) {
  text(
    write,
    fonts,
    "This is our Loan Estimate for the loan you applied for, from the offer as priced. The figures can change before closing; we will tell you if they do.",
  );
  heading(write, fonts, "Loan terms");
  lines(write, fonts, [
    ["Product", `${c.label}, ${c.termYears} years`],
    ["Purpose", c.purpose],
    ["Loan amount", money(c.loanAmount)],
    ["Interest rate", pct(c.rate)],
    ["Monthly principal and interest", money(c.principalAndInterest)],
    ["Prepayment penalty", "none"],
    ["Balloon payment", "none"],
  ]);
  if (c.adjustable)
    text(
      write,
      fonts,
      `Adjustable rate: fixed for ${c.adjustable.fixedYears} years, then it changes every ${c.adjustable.adjustEveryMonths} months with the ${c.adjustable.indexName} plus a margin of ${pct(c.adjustable.margin)}, never above ${pct(c.adjustable.maxRate)}.`,
    );
  heading(write, fonts, "Projected payments");
  lines(write, fonts, [
    ["Principal and interest", money(c.principalAndInterest)],
    [
      "Mortgage insurance",
      c.mortgageInsuranceMonths > 0
        ? `${money(c.monthlyMortgageInsurance)} for ${c.mortgageInsuranceMonths} months`
        : "none",
    ],
    ["Estimated property taxes", money(c.monthlyTaxes)],
    ["Estimated homeowner's insurance", money(c.monthlyInsurance)],
    ["Estimated total monthly payment", money(c.totalMonthlyPayment)],
  ]);
  heading(write, fonts, "Costs at closing");
  lines(write, fonts, [
    ["Origination charges", money(c.originationFee)],
    ["Services you can and cannot shop for (appraisal, title, recording)", "estimated before closing"],
  ]);
  heading(write, fonts, "Comparisons");
  lines(write, fonts, [["Annual percentage rate (APR)", pct(c.apr)]]);
}

/**
 * A disclosure as a PDF from its stored content. Pure: the same content gives the same bytes (the
 * file's dates are the day it was prepared), which is what lets the delivered document's SHA-256
 * be checked again and signed later.
 */
export async function disclosurePdf(content: DisclosureContent, lender: NoticeLender): Promise<Uint8Array> {
  const { title } = DISCLOSURE_DOCUMENTS[content.kind];
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const prepared = new Date(`${content.preparedOn}T00:00:00Z`);
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(lender.legalName);
  doc.setCreator(lender.legalName);
  doc.setProducer(lender.legalName);
  doc.setLanguage("en-US");
  doc.setCreationDate(prepared);
  doc.setModificationDate(prepared);
  const write = new Writer(doc);
  write.paragraph(lender.legalName, { font: fonts.bold, size: 14, gapBefore: 0 });
  write.paragraph(lender.address, { font: fonts.regular, size: 10, gapBefore: 2, color: MUTED });
  write.rule(10);
  write.paragraph(title, { font: fonts.bold, size: 18, gapBefore: 14 });
  write.paragraph(
    `Prepared ${formatNoticeDate(prepared)} for ${content.borrowerNames.join(" and ")}  |  Reference ${content.reference}  |  Rate sheet version ${content.rateSheetVersion}`,
    { font: fonts.regular, size: 9, gapBefore: 4, color: MUTED },
  );
  if (content.kind === "helocProgramDisclosure") helocProgram(write, fonts, content);
  else if (content.kind === "helocBrochure") helocBrochure(write, fonts, content);
  else loanEstimate(write, fonts, content);
  drawFooters(doc, fonts.regular, title);
  return doc.save();
}
