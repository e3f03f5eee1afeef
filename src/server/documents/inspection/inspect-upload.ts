import { MAX_UPLOAD_BYTES } from "@/domain/documents/upload-limits";
import { decideKind } from "./decide-type";
import { carriesZip, startsWithWebCode } from "./hidden-content";
import { heicToJpeg, inspectImage } from "./inspect-image";
import { inspectPdf } from "./inspect-pdf";
import { UploadRefusal } from "./upload-refusal";

/** A file that passed inspection: the bytes to store and what they are. */
export type InspectedUpload =
  | { kind: "pdf"; contentType: "application/pdf"; bytes: Uint8Array; pageCount: number }
  | {
      kind: "image";
      contentType: "image/jpeg" | "image/png";
      bytes: Uint8Array;
      convertedFrom?: "image/heic";
    };

/**
 * Issue 10's safety of what comes in (OWASP file-upload cheat sheet): size, type by the bytes
 * (PDF, JPEG, PNG, HEIC only), no second file or web page code hidden in it, then the checks of
 * its kind: a PDF parsed, checked for active content and rewritten; an image decoded within a
 * pixel limit (HEIC converted to JPEG first). Throws an `UploadRefusal` saying why.
 */
export async function inspectUpload(bytes: Uint8Array): Promise<InspectedUpload> {
  if (bytes.byteLength === 0) throw new UploadRefusal("empty");
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new UploadRefusal("tooLarge");
  const decided = await decideKind(bytes);
  if ("refused" in decided) throw new UploadRefusal(decided.refused);
  if (carriesZip(bytes)) throw new UploadRefusal("hiddenFile");
  if (startsWithWebCode(bytes)) throw new UploadRefusal("webCode");
  switch (decided.kind) {
    case "pdf": {
      const pdf = await inspectPdf(bytes);
      return { kind: "pdf", contentType: "application/pdf", ...pdf };
    }
    case "heic":
      return {
        kind: "image",
        contentType: "image/jpeg",
        bytes: await heicToJpeg(bytes),
        convertedFrom: "image/heic",
      };
    case "jpeg":
    case "png":
      await inspectImage(bytes);
      return { kind: "image", contentType: decided.kind === "jpeg" ? "image/jpeg" : "image/png", bytes };
  }
}
