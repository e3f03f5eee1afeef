import { PDFDocument, StandardFonts } from "pdf-lib";
import { formatNoticeDate } from "@/domain/format/notice-date";
import type { NoticeLender } from "./adverse-action-pdf";
import { drawFooters, MUTED, Writer } from "./pdf-writer";

/** What an e-mail condition's form says (spec §9: 106, 108, 306, 307 send a form to sign and return). */
export interface ConditionForm {
  /** The condition's id, printed as its reference so the returned form finds its condition. */
  reference: string;
  code: number;
  /** The condition's words, as the applicant reads them on the upload screen. */
  text: string;
  borrowerName: string;
  issuedAt: Date;
  /** Where the signed form can be uploaded instead of e-mailed back. */
  uploadUrl: string;
}

/**
 * The form an e-mail condition sends (decision 035): the lender's identity, what is asked, and
 * lines for the borrower's signature, printed name and date, with how to send it back. Pure: the
 * same form gives the same bytes.
 */
export async function conditionFormPdf(form: ConditionForm, lender: NoticeLender): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const title = `Condition ${form.code}: form to sign and return`;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(lender.legalName);
  doc.setCreator(lender.legalName);
  doc.setProducer(lender.legalName);
  doc.setLanguage("en-US");
  doc.setCreationDate(form.issuedAt);
  doc.setModificationDate(form.issuedAt);

  const write = new Writer(doc);
  write.paragraph(lender.legalName, { font: bold, size: 14, gapBefore: 0 });
  write.paragraph(lender.address, { font: regular, size: 10, gapBefore: 2, color: MUTED });
  const contact = [
    lender.phone,
    lender.email,
    lender.nmlsId && lender.nmlsId !== "demo" ? `NMLS ID ${lender.nmlsId}` : undefined,
  ];
  write.paragraph(contact.filter(Boolean).join("  |  "), {
    font: regular,
    size: 10,
    gapBefore: 0,
    color: MUTED,
  });
  write.rule(10);
  write.paragraph(title, { font: bold, size: 18, gapBefore: 14 });
  write.paragraph(`Issued ${formatNoticeDate(form.issuedAt)}  |  Reference ${form.reference}`, {
    font: regular,
    size: 10,
    gapBefore: 4,
    color: MUTED,
  });
  write.paragraph("What we need", { font: bold, size: 13, gapBefore: 18 });
  write.paragraph(form.text, { font: regular, size: 11, gapBefore: 6 });
  write.paragraph(
    `I, ${form.borrowerName}, confirm that what I give the lender for my loan application is true and complete.`,
    { font: regular, size: 11, gapBefore: 10 },
  );
  write.paragraph("Signature: ______________________________________", {
    font: regular,
    size: 11,
    gapBefore: 30,
  });
  write.paragraph(`Printed name: ${form.borrowerName}`, { font: regular, size: 11, gapBefore: 18 });
  write.paragraph("Date: ____________________", { font: regular, size: 11, gapBefore: 18 });
  write.paragraph("How to send it back", { font: bold, size: 13, gapBefore: 24 });
  write.paragraph(
    `Reply to our e-mail with the signed form attached, or upload it at ${form.uploadUrl}. Keep the reference ${form.reference} on it so we match it to your application.`,
    { font: regular, size: 11, gapBefore: 6 },
  );
  drawFooters(doc, regular, `${lender.legalName}  |  ${title}`);
  return doc.save();
}
