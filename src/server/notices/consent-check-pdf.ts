import { PDFDocument, StandardFonts } from "pdf-lib";
import type { NoticeLender } from "./adverse-action-pdf";
import { MUTED, Writer } from "./pdf-writer";

export const CONSENT_CHECK_TITLE = "Your code to consent to electronic documents";

/**
 * The ESIGN access check (15 U.S.C. 7001(c)(1)(C)(ii)): a short PDF that prints the code the
 * applicant types to consent, so consenting shows they can open the PDFs that follow.
 */
export async function consentCheckPdf(
  code: string,
  issuedAt: Date,
  lender: NoticeLender,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.CourierBold);
  doc.setTitle(CONSENT_CHECK_TITLE, { showInWindowTitleBar: true });
  doc.setAuthor(lender.legalName);
  doc.setCreator(lender.legalName);
  doc.setProducer(lender.legalName);
  doc.setLanguage("en-US");
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  const write = new Writer(doc);
  write.paragraph(lender.legalName, { font: bold, size: 14, gapBefore: 0 });
  write.rule(10);
  write.paragraph(CONSENT_CHECK_TITLE, { font: bold, size: 18, gapBefore: 14 });
  write.paragraph(
    "You opened this PDF, so your device can open the documents we will send you. Type this code on the signing page to give your consent:",
    {
      font: regular,
      size: 11,
      gapBefore: 10,
    },
  );
  write.paragraph(code.split("").join(" "), { font: mono, size: 32, gapBefore: 18 });
  write.paragraph(
    "The code works only for your application and only with the latest PDF you opened. If you can't open PDFs, don't consent: contact us and we will send your documents on paper.",
    {
      font: regular,
      size: 10,
      gapBefore: 18,
      color: MUTED,
    },
  );
  write.paragraph([lender.email, lender.phone].filter(Boolean).join("  |  "), {
    font: regular,
    size: 10,
    gapBefore: 6,
    color: MUTED,
  });
  return doc.save();
}
