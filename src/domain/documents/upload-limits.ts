/**
 * What an upload may be (issue 10, docs/design.md §5), for the server that checks it and the screen
 * that says it before a byte is sent. The type is decided by the file's bytes, never its name.
 */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** "25 MB", as people read the limit. */
export const MAX_UPLOAD_SIZE_LABEL = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

/** The types accepted, as decided from the bytes. HEIC/HEIF (an iPhone's photos) is kept as JPEG. */
export const ACCEPTED_UPLOAD_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/heic"] as const;
export type AcceptedUploadType = (typeof ACCEPTED_UPLOAD_TYPES)[number];

/** What a file chooser offers (a hint only: the server decides by the bytes). */
export const UPLOAD_ACCEPT_ATTRIBUTE =
  "application/pdf,image/jpeg,image/png,image/heic,image/heif,.heic,.heif";

/** The largest image accepted, in pixels (50 megapixels: any phone's photo, not a decompression bomb). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Uploads one applicant may have begun and not finished at once, and the bytes they may hold staged
 * (issue 19): a household sending its papers, not a script filling the disk. The bytes are the
 * guard (three files at the largest); the count leaves room for a file chooser's selection of
 * small files, such as the four paystubs one checklist line asks for, all sent at once.
 */
export const MAX_OPEN_UPLOADS = 12;
export const MAX_STAGED_BYTES = 3 * MAX_UPLOAD_BYTES;

/** An upload left unfinished this long is dropped, its staged bytes deleted (issue 19: within an hour). */
export const UNFINISHED_UPLOAD_MINUTES = 45;
