/**
 * Signs that one file is also another (a polyglot): a ZIP's structures, or web page markup where
 * a browser sniffing the first bytes would find it.
 */

const LOCAL_FILE_HEADER = 0x04034b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;
/** ZIP compression methods (APPNOTE 4.4.5): a real header names one of these. */
const ZIP_METHODS = new Set([0, 1, 6, 8, 9, 12, 14, 93, 95, 98, 99]);

/**
 * A ZIP local-file or central-directory header, checked beyond its 4-byte signature (a sane
 * version, method and name length) so that compressed data that happens to hold "PK\3\4" is not
 * taken for one.
 */
function zipHeaderAt(bytes: Uint8Array, view: DataView, at: number): boolean {
  const signature = view.getUint32(at, true);
  if (signature === LOCAL_FILE_HEADER) {
    if (at + 30 > bytes.length) return false;
    const version = view.getUint16(at + 4, true);
    const method = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 26, true);
    return version <= 63 && ZIP_METHODS.has(method) && nameLength > 0 && nameLength <= 1024;
  }
  if (signature === CENTRAL_DIRECTORY_HEADER) {
    if (at + 46 > bytes.length) return false;
    const method = view.getUint16(at + 10, true);
    const nameLength = view.getUint16(at + 28, true);
    return ZIP_METHODS.has(method) && nameLength > 0 && nameLength <= 1024;
  }
  return false;
}

/** The end-of-central-directory record a ZIP reader looks for from the end, its comment reaching the end. */
function endOfCentralDirectory(bytes: Uint8Array, view: DataView): boolean {
  const from = Math.max(0, bytes.length - EOCD_SIZE - MAX_ZIP_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= from; at--) {
    if (bytes[at] !== 0x50 || view.getUint32(at, true) !== END_OF_CENTRAL_DIRECTORY) continue;
    if (at + EOCD_SIZE + view.getUint16(at + 20, true) === bytes.length) return true;
  }
  return false;
}

/** Whether the bytes carry a ZIP archive (or its directory) anywhere. */
export function carriesZip(bytes: Uint8Array): boolean {
  if (bytes.length < EOCD_SIZE) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (endOfCentralDirectory(bytes, view)) return true;
  let at = bytes.indexOf(0x50);
  while (at !== -1 && at + 4 <= bytes.length) {
    if (bytes[at + 1] === 0x4b && zipHeaderAt(bytes, view, at)) return true;
    at = bytes.indexOf(0x50, at + 1);
  }
  return false;
}

/** How far a browser sniffing a response for HTML looks (WHATWG MIME sniffing: 1445 bytes). */
export const SNIFFED_BYTES = 1445;

/** Tags that make a page do something (run code, load another page or object), and script URLs. */
const MARKUP =
  /<\s*(?:!doctype\s+html|html|head|body|script|iframe|frameset|object|embed|svg)[\s>/]|javascript:/i;

/** Whether the first bytes hold web page markup (a PDF or image a browser could take for a page). */
export function startsWithWebCode(bytes: Uint8Array): boolean {
  return MARKUP.test(new TextDecoder("latin1").decode(bytes.subarray(0, SNIFFED_BYTES)));
}
