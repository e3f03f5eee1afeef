import { createHash } from "node:crypto";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { DocumentToSign, ESignature, SignerEvidence } from "@/domain/ports/e-signature";
import { INK, MARGIN, MUTED, PAGE, printable, Writer } from "@/server/notices/pdf-writer";

export const CERTIFICATE_TITLE = "Certificate of electronic signature";

const utc = (date: Date) => `${date.toISOString().replace("T", " ").slice(0, 19)} UTC`;

/** The stamp on each page: the adopted signature in a script-like face, and when it was given. */
async function stampPages(doc: PDFDocument, signer: SignerEvidence) {
  const script = await doc.embedFont(StandardFonts.TimesRomanBoldItalic);
  const plain = await doc.embedFont(StandardFonts.Helvetica);
  const top = PAGE.height - 30;
  for (const page of doc.getPages()) {
    const role = signer.role === "coborrower" ? "Coborrower" : "Borrower";
    page.drawText(printable(plain, `Signed electronically (${role}) ${utc(signer.signedAt)}:`), {
      x: MARGIN,
      y: top,
      size: 8,
      font: plain,
      color: MUTED,
    });
    page.drawText(printable(script, signer.signature), {
      x: MARGIN + 250,
      y: top - 2,
      size: 14,
      font: script,
      color: INK,
    });
  }
}

/** The certificate page: everything the signature's evidence holds, printed after the document. */
async function addCertificate(doc: PDFDocument, document: DocumentToSign, signer: SignerEvidence) {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const script = await doc.embedFont(StandardFonts.TimesRomanBoldItalic);
  const before = doc.getPageCount();
  const write = new Writer(doc);
  write.paragraph(CERTIFICATE_TITLE, { font: bold, size: 16, gapBefore: 0 });
  write.paragraph(`Document: ${document.title}  |  Reference ${document.reference}`, {
    font: regular,
    size: 10,
    gapBefore: 4,
    color: MUTED,
  });
  write.rule(10);
  const line = (label: string, value: string) =>
    write.paragraph(`${label}: ${value}`, { font: regular, size: 10, gapBefore: 6 });
  write.paragraph("Adopted signature", { font: bold, size: 11, gapBefore: 12 });
  write.paragraph(signer.signature, { font: script, size: 20, gapBefore: 4 });
  line("Signer", `${signer.signature} (${signer.role})`);
  line("E-mail", signer.email);
  line("Signed at", utc(signer.signedAt));
  line("IP address", signer.address);
  line("Browser", signer.userAgent);
  line("Act of intent", 'ticked "I agree to sign electronically" and pressed Sign');
  write.paragraph("The document before signing", { font: bold, size: 11, gapBefore: 12 });
  line("SHA-256", document.sha256);
  write.paragraph("The consent this signature rests on (ESIGN Act, 15 U.S.C. 7001(c))", {
    font: bold,
    size: 11,
    gapBefore: 12,
  });
  line("Consent given at", utc(signer.consent.givenAt));
  line("Consent disclosure version (SHA-256 of its text)", signer.consent.version);
  write.paragraph(
    "The SHA-256 of this signed file cannot be printed inside it. It is kept with the signature record and shown on the signing page, where a copy can be checked against it.",
    { font: regular, size: 9, gapBefore: 14, color: MUTED },
  );
  // The document's own footers stay; the certificate's pages get theirs.
  const added = doc.getPages().slice(before);
  const label = `${CERTIFICATE_TITLE}  |  ${document.title}`;
  for (const [i, page] of added.entries()) {
    page.drawText(printable(regular, `${label}  |  Page ${i + 1} of ${added.length}`), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: MUTED,
    });
  }
}

/**
 * This product's own signing (decision 038): each page of the delivered document is stamped with
 * the adopted signature and its time, a certificate page is added, and the SHA-256 of the result is
 * answered with it. Deterministic: the dates inside the file are the signing time.
 */
export function sandboxESignature(): ESignature {
  return {
    async sign(document, signer) {
      const doc = await PDFDocument.load(document.pdf, { updateMetadata: false });
      await stampPages(doc, signer);
      await addCertificate(doc, document, signer);
      doc.setModificationDate(signer.signedAt);
      const pdf = await doc.save();
      return { pdf, sha256: createHash("sha256").update(pdf).digest("hex") };
    },
  };
}
