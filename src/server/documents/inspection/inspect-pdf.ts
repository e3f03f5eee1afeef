import { PDFDocument } from "pdf-lib";
import { stripActions } from "./pdf-actions";
import { activeContentIn } from "./pdf-active-content";
import { streamsInflateWithin } from "./pdf-stream-inflation";
import { UploadRefusal } from "./upload-refusal";

export interface InspectedPdf {
  /** The file as pdf-lib wrote it anew: only the objects it parsed, nothing after %%EOF. */
  bytes: Uint8Array;
  pageCount: number;
}

async function parse(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    // Loaded despite its encryption so that `isEncrypted` says so (pdf-lib's ES5 error classes
    // cannot be told apart with instanceof); nothing of an encrypted file is kept.
    return await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
  } catch {
    throw new UploadRefusal("damagedPdf");
  }
}

/**
 * A PDF refused when a stream inflates past its limit (checked before pdf-lib inflates any),
 * then parsed with pdf-lib and refused when encrypted, damaged (no pages) or carrying active
 * content; otherwise written anew without any action, which also drops whatever was appended
 * after its end and anything the parser did not take for a PDF object.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<InspectedPdf> {
  if (!(await streamsInflateWithin(bytes))) throw new UploadRefusal("inflatesTooMuch");
  const pdf = await parse(bytes);
  if (pdf.isEncrypted) throw new UploadRefusal("encrypted");
  const verdict = activeContentIn(pdf.context);
  if (verdict) throw new UploadRefusal(verdict);
  let pageCount: number;
  try {
    pageCount = pdf.getPageCount();
  } catch {
    throw new UploadRefusal("damagedPdf");
  }
  if (pageCount === 0) throw new UploadRefusal("damagedPdf");
  stripActions(pdf.context);
  try {
    return { bytes: await pdf.save({ useObjectStreams: true }), pageCount };
  } catch {
    throw new UploadRefusal("damagedPdf");
  }
}
