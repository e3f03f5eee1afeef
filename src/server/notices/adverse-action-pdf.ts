import { drawFooters, type NoticeLender, startNotice } from "./pdf-writer";

export { type NoticeLender, wrapText } from "./pdf-writer";

const BULLET = "• ";

/** What an adverse-action notice says (the content `prequal.notice` answers and the page renders). */
export interface AdverseActionNoticeContent {
  /** The notice's id: printed as a reference, so a letter and its record can be matched. */
  id: string;
  title: string;
  issuedAt: Date;
  /** As stored with the lead: the action, the principal reasons, the ECOA notice, the score disclosure… */
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/**
 * The adverse-action notice (Reg B, 12 CFR 1002.9) as a PDF the applicant can keep: the creditor's
 * name and address, the title, the day it was issued and every section of the notice as stored with
 * the lead (the action, the principal reasons, the ECOA notice, the credit-score disclosure when a
 * score was used, the right to ask for the reasons within 60 days). A paragraph that starts with
 * "• " is drawn as a bullet with its lines indented. Pure: the same notice gives the same bytes (the document's dates are the issue date).
 */
export async function adverseActionPdf(
  notice: AdverseActionNoticeContent,
  lender: NoticeLender,
): Promise<Uint8Array> {
  const { doc, write, regular, bold } = await startNotice(lender, {
    title: notice.title,
    subject: "Adverse action notice (Equal Credit Opportunity Act, Regulation B)",
    issuedAt: notice.issuedAt,
    reference: notice.id,
  });

  for (const section of notice.sections) {
    write.paragraph(section.heading, { font: bold, size: 13, gapBefore: 18 });
    for (const paragraph of section.paragraphs) {
      if (paragraph.startsWith(BULLET))
        write.bullet(paragraph.slice(BULLET.length), { font: regular, size: 11, gapBefore: 4 });
      else write.paragraph(paragraph, { font: regular, size: 11, gapBefore: 6 });
    }
  }

  drawFooters(doc, regular, `${lender.legalName}  |  ${notice.title}`);
  return doc.save();
}
