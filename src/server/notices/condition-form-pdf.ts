import { drawFooters, type NoticeLender, startNotice } from "./pdf-writer";

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
  const title = `Condition ${form.code}: form to sign and return`;
  const { doc, write, regular, bold } = await startNotice(lender, {
    title,
    issuedAt: form.issuedAt,
    reference: form.reference,
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
