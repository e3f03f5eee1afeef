import { PDFDocument, StandardFonts } from "pdf-lib";
import { formatNoticeDate } from "@/domain/format/notice-date";
import { MARGIN, MUTED, printable, Writer } from "./pdf-writer";

export { wrapText } from "./pdf-writer";

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

/** The creditor as the notice names it (Reg B § 1002.9(a)(2): name and address of the creditor). */
export interface NoticeLender {
  legalName: string;
  address: string;
  phone?: string;
  email?: string;
  nmlsId?: string;
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
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  doc.setTitle(notice.title, { showInWindowTitleBar: true });
  doc.setAuthor(lender.legalName);
  doc.setSubject("Adverse action notice (Equal Credit Opportunity Act, Regulation B)");
  doc.setCreator(lender.legalName);
  doc.setProducer(lender.legalName);
  doc.setLanguage("en-US");
  doc.setCreationDate(notice.issuedAt);
  doc.setModificationDate(notice.issuedAt);

  const write = new Writer(doc);
  write.paragraph(lender.legalName, { font: bold, size: 14, gapBefore: 0 });
  write.paragraph(lender.address, { font: regular, size: 10, gapBefore: 2, color: MUTED });
  const contact = [
    lender.phone,
    lender.email,
    lender.nmlsId && lender.nmlsId !== "demo" ? `NMLS ID ${lender.nmlsId}` : undefined,
  ].filter(Boolean);
  if (contact.length > 0)
    write.paragraph(contact.join("  |  "), { font: regular, size: 10, gapBefore: 0, color: MUTED });
  write.rule(10);

  write.paragraph(notice.title, { font: bold, size: 18, gapBefore: 14 });
  write.paragraph(`Issued ${formatNoticeDate(notice.issuedAt)}  |  Reference ${notice.id}`, {
    font: regular,
    size: 10,
    gapBefore: 4,
    color: MUTED,
  });

  for (const section of notice.sections) {
    write.paragraph(section.heading, { font: bold, size: 13, gapBefore: 18 });
    for (const paragraph of section.paragraphs) {
      if (paragraph.startsWith(BULLET))
        write.bullet(paragraph.slice(BULLET.length), { font: regular, size: 11, gapBefore: 4 });
      else write.paragraph(paragraph, { font: regular, size: 11, gapBefore: 6 });
    }
  }

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const label = `${lender.legalName}  |  ${notice.title}  |  Page ${index + 1} of ${pages.length}`;
    page.drawText(printable(regular, label), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });

  return doc.save();
}
