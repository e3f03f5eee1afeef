/** The extension a stored type is saved with, whatever the person called the file. */
const EXTENSIONS: Record<string, string> = {
  "application/pdf": ".pdf",
  "image/jpeg": ".jpg",
  "image/png": ".png",
};

/**
 * `Content-Disposition: attachment` for a download (RFC 6266): the display name made to end in
 * its stored type's extension (so `statement.pdf.exe` saves as `statement.pdf.exe.pdf`, and an
 * iPhone's `IMG_1.HEIC`, stored as JPEG, as `IMG_1.HEIC.jpg`), an ASCII `filename` for old
 * clients with quotes, backslashes and anything outside printable ASCII replaced, and the exact
 * name in UTF-8 as `filename*` (RFC 8187).
 */
export function attachmentDisposition(displayName: string, contentType: string): string {
  const extension = EXTENSIONS[contentType] ?? "";
  const name = displayName.toLowerCase().endsWith(extension) ? displayName : `${displayName}${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
