import { PDFDocument, StandardFonts } from "pdf-lib";
import type { SummaryGroup } from "@/domain/application/summary-group";
import { formatNoticeDate } from "@/domain/format/notice-date";
import type { NoticeLender } from "./adverse-action-pdf";
import { drawFooters, MUTED, Writer } from "./pdf-writer";

/** What the summary PDF prints: the groups the summary screen shows, and when it was made. */
export interface ApplicationSummaryContent {
  /** The application's id, printed as a reference a loan officer can look up. */
  reference: string;
  generatedAt: Date;
  /** Set once the applicant confirmed the summary. */
  completedAt: Date | null;
  groups: readonly SummaryGroup[];
}

export const SUMMARY_TITLE = "Your loan application";

/** "Declarations", "Declarations (coborrower)": the coborrower's sections are named as theirs. */
export function groupHeading(group: Pick<SummaryGroup, "title" | "who">): string {
  return group.who === "coborrower" ? `${group.title} (coborrower)` : group.title;
}

/**
 * The application summary as a PDF the applicant keeps (spec §2 application-summary): the lender,
 * the title, the reference and day, then each group's heading and its label/value lines. It prints
 * only what the groups hold; the groups never carry a full SSN or account number (the personal
 * information summary masks the SSN). Pure: the same content gives the same bytes.
 */
export async function applicationSummaryPdf(
  summary: ApplicationSummaryContent,
  lender: NoticeLender,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(SUMMARY_TITLE, { showInWindowTitleBar: true });
  doc.setAuthor(lender.legalName);
  doc.setSubject("Summary of a loan application (Uniform Residential Loan Application, Form 1003)");
  doc.setCreator(lender.legalName);
  doc.setProducer(lender.legalName);
  doc.setLanguage("en-US");
  doc.setCreationDate(summary.generatedAt);
  doc.setModificationDate(summary.generatedAt);

  const write = new Writer(doc);
  write.paragraph(lender.legalName, { font: bold, size: 14, gapBefore: 0 });
  write.paragraph(lender.address, { font: regular, size: 10, gapBefore: 2, color: MUTED });
  write.rule(10);
  write.paragraph(SUMMARY_TITLE, { font: bold, size: 18, gapBefore: 14 });
  const status = summary.completedAt
    ? `Confirmed ${formatNoticeDate(summary.completedAt)}`
    : `Not yet confirmed (printed ${formatNoticeDate(summary.generatedAt)})`;
  write.paragraph(`${status}  |  Reference ${summary.reference}`, {
    font: regular,
    size: 10,
    gapBefore: 4,
    color: MUTED,
  });
  if (summary.groups.length === 0)
    write.paragraph("Nothing has been saved yet.", { font: regular, size: 11, gapBefore: 18 });

  for (const group of summary.groups) {
    write.paragraph(groupHeading(group), { font: bold, size: 13, gapBefore: 18 });
    for (const row of group.rows) {
      write.paragraph(row.label, { font: regular, size: 9, gapBefore: 6, color: MUTED });
      write.paragraph(row.value, { font: bold, size: 11, gapBefore: 1 });
    }
  }
  drawFooters(doc, regular, `${lender.legalName}  |  ${SUMMARY_TITLE}`);
  return doc.save();
}
