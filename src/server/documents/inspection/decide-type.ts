import { fileTypeFromBuffer } from "file-type";
import type { UploadRefusalReason } from "./upload-refusal";

export type UploadKind = "pdf" | "jpeg" | "png" | "heic";

const ACCEPTED: Record<string, UploadKind> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/heic": "heic",
  "image/heif": "heic",
};

/** Archives: the sentence tells the person to open them and send what is inside. */
const ARCHIVES = new Set([
  "application/zip",
  "application/x-rar-compressed",
  "application/vnd.rar",
  "application/x-7z-compressed",
  "application/gzip",
  "application/x-bzip2",
  "application/x-xz",
  "application/x-tar",
  "application/zstd",
  "application/x-lzip",
  "application/x-compress",
  "application/vnd.ms-cab-compressed",
  "application/x-cpio",
  "application/x-unix-archive",
]);

/** Programs of any platform. */
const PROGRAMS = new Set([
  "application/x-msdownload",
  "application/x-dosexec",
  "application/x-elf",
  "application/x-mach-binary",
  "application/x-executable",
  "application/x-sharedlib",
  "application/wasm",
  "application/java-vm",
  "application/vnd.android.package-archive",
  "application/x-msi",
  "application/x-apple-diskimage",
]);

/** DOS/Windows executables ("MZ"): caught by their first bytes whatever file-type names them. */
const isWindowsProgram = (head: Uint8Array) => head[0] === 0x4d && head[1] === 0x5a;

/**
 * The kind of an upload decided by its bytes (file-type's magic numbers), never by its name or
 * declared type: one of the accepted kinds, or why it is refused.
 */
export async function decideKind(
  bytes: Uint8Array,
): Promise<{ kind: UploadKind } | { refused: UploadRefusalReason }> {
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime;
  if (mime && Object.hasOwn(ACCEPTED, mime)) return { kind: ACCEPTED[mime] as UploadKind };
  if (isWindowsProgram(bytes) || (mime && PROGRAMS.has(mime))) return { refused: "program" };
  if (mime && ARCHIVES.has(mime)) return { refused: "archive" };
  return { refused: "unsupportedType" };
}
