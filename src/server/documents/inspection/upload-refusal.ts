import { MAX_IMAGE_PIXELS, MAX_UPLOAD_SIZE_LABEL } from "@/domain/documents/upload-limits";

const NEW_PDF = "Print it to a new PDF and upload that.";

/**
 * Why a file is refused, in the sentence the person reads (OWASP file-upload cheat sheet): what
 * is wrong with it, and what to send instead. Nothing of the file itself is echoed back.
 */
export const UPLOAD_REFUSALS = {
  empty: { status: 422, message: "This file is empty. Choose the file again and upload it." },
  tooLarge: {
    status: 413,
    message: `This file is larger than ${MAX_UPLOAD_SIZE_LABEL}. Send a smaller copy: a photo at a lower resolution, or the PDF split into parts.`,
  },
  unsupportedType: {
    status: 415,
    message:
      "We can only accept PDF, JPEG, PNG or HEIC files. Save or print the document as a PDF, or take a photo of it, and upload that.",
  },
  archive: {
    status: 415,
    message:
      "This is a compressed archive (such as a ZIP file), which we can't accept. Open it and upload the PDFs or photos inside one at a time.",
  },
  program: {
    status: 415,
    message:
      "This is a program, not a document, so we can't accept it. Upload the document as a PDF or a photo.",
  },
  hiddenFile: {
    status: 422,
    message: `This file has another file hidden inside it, which we can't accept. ${NEW_PDF}`,
  },
  webCode: {
    status: 422,
    message: `This file contains web page code, which we can't accept. ${NEW_PDF}`,
  },
  encrypted: {
    status: 422,
    message:
      "This PDF is protected with a password, so we can't open it. Save a copy without the password, or print it to a new PDF, and upload that.",
  },
  javascript: { status: 422, message: `This PDF contains JavaScript, which we can't accept. ${NEW_PDF}` },
  launch: { status: 422, message: `This PDF can start other programs, which we can't accept. ${NEW_PDF}` },
  embeddedFile: {
    status: 422,
    message: `This PDF has files attached inside it, which we can't accept. Upload each document on its own, or ${NEW_PDF.toLowerCase()}`,
  },
  remoteAction: {
    status: 422,
    message: `This PDF opens other files or network locations when it is used, which we can't accept. ${NEW_PDF}`,
  },
  inflatesTooMuch: {
    status: 422,
    message: `This PDF holds far more data than its size shows, which we can't accept. ${NEW_PDF}`,
  },
  formSubmission: {
    status: 422,
    message: `This PDF sends or loads form data over the internet, which we can't accept. ${NEW_PDF}`,
  },
  richMedia: {
    status: 422,
    message: `This PDF contains interactive media or an XFA form, which we can't accept. ${NEW_PDF}`,
  },
  damagedPdf: {
    status: 422,
    message: "This PDF is damaged and can't be opened. Download or save it again and upload the new copy.",
  },
  damagedImage: {
    status: 422,
    message:
      "This image is damaged or incomplete and can't be opened. Take the photo again, or save it again, and upload that.",
  },
  tooManyPixels: {
    status: 422,
    message: `This image is too large in pixels (over ${MAX_IMAGE_PIXELS / 1_000_000} megapixels). Send a smaller photo or a screenshot of the document.`,
  },
} as const satisfies Record<string, { status: 413 | 415 | 422; message: string }>;

export type UploadRefusalReason = keyof typeof UPLOAD_REFUSALS;

/** An upload the inspection refused; its message is the sentence for the person. */
export class UploadRefusal extends Error {
  readonly status: 413 | 415 | 422;
  constructor(readonly reason: UploadRefusalReason) {
    super(UPLOAD_REFUSALS[reason].message);
    this.name = "UploadRefusal";
    this.status = UPLOAD_REFUSALS[reason].status;
  }
}
