import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFStream,
  PDFString,
} from "pdf-lib";
import type { UploadRefusalReason } from "./upload-refusal";

/** Keys whose mere presence is active content, and why each is refused. */
const REFUSED_KEYS: ReadonlyArray<[string, UploadRefusalReason]> = [
  ["JS", "javascript"],
  ["JavaScript", "javascript"],
  // Additional actions run on events (opening a page, focusing a field): refused whatever they do.
  ["AA", "javascript"],
  ["EmbeddedFiles", "embeddedFile"],
  ["EF", "embeddedFile"],
  ["XFA", "richMedia"],
  ["RichMediaContent", "richMedia"],
];

/**
 * Action types (PDF 32000 §12.6.4) and what refusing each says. Remote go-to actions (issue 19)
 * open another file, a network path among them (`\\attacker\share\x.pdf`), which hands a Windows
 * user's credentials to that machine when staff open the PDF.
 */
const REFUSED_ACTIONS: Record<string, UploadRefusalReason> = {
  JavaScript: "javascript",
  Rendition: "javascript",
  Launch: "launch",
  GoToE: "embeddedFile",
  GoToR: "remoteAction",
  SubmitForm: "formSubmission",
  ImportData: "formSubmission",
  RichMediaExecute: "richMedia",
  Movie: "richMedia",
  Sound: "richMedia",
  GoTo3DView: "richMedia",
};

/** Schemes a link may use: a web page, an e-mail address, a phone number. */
const WEB_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

const textOf = (value: PDFObject | undefined): string | undefined =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/**
 * Why a URI action's address is refused, or null for a web, e-mail or phone link: `file:`, `smb:`
 * and other schemes, a `javascript:` address, and a network or absolute path without a scheme
 * (`\\host\share`, `//host/share`), which a viewer resolves to a file.
 */
function uriVerdict(uri: string): UploadRefusalReason | null {
  const address = uri.trim();
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(address)?.[1]?.toLowerCase();
  if (scheme === "javascript") return "javascript";
  if (scheme) return WEB_SCHEMES.has(scheme) ? null : "remoteAction";
  return /^[\\/]|\\/.test(address) ? "remoteAction" : null;
}

/** Why an action dictionary is refused, or null. */
function actionVerdict(dict: PDFDict): UploadRefusalReason | null {
  // Looked up, not read: a value behind a reference is the same value to a viewer.
  const action = nameOf(dict.lookup(PDFName.of("S")));
  if (!action) return null;
  if (Object.hasOwn(REFUSED_ACTIONS, action)) return REFUSED_ACTIONS[action] ?? null;
  if (action === "URI") return uriVerdict(textOf(dict.lookup(PDFName.of("URI"))) ?? "");
  // A thread action may name its thread in another file (§12.6.4.7): that is a remote action too.
  if (action === "Thread" && dict.has(PDFName.of("F"))) return "remoteAction";
  return null;
}

/** Object types and annotation subtypes refused wherever they are. */
const REFUSED_TYPES: Record<string, UploadRefusalReason> = {
  EmbeddedFile: "embeddedFile",
  FileAttachment: "embeddedFile",
  RichMedia: "richMedia",
  Movie: "richMedia",
  Sound: "richMedia",
  Screen: "richMedia",
  "3D": "richMedia",
};

const nameOf = (value: PDFObject | undefined): string | undefined =>
  value instanceof PDFName ? value.decodeText() : undefined;

/** Why a dictionary is active content, or null. */
function dictionaryVerdict(dict: PDFDict): UploadRefusalReason | null {
  for (const [key, reason] of REFUSED_KEYS) if (dict.has(PDFName.of(key))) return reason;
  const action = actionVerdict(dict);
  if (action) return action;
  for (const key of ["Type", "Subtype"]) {
    const type = nameOf(dict.get(PDFName.of(key)));
    if (type && Object.hasOwn(REFUSED_TYPES, type)) return REFUSED_TYPES[type] ?? null;
  }
  return null;
}

/** Looks through an object and the dictionaries and arrays held directly inside it. */
function verdictOf(object: PDFObject, depth = 0): UploadRefusalReason | null {
  // Nesting deeper than any real PDF's is a parser trap, not a document.
  if (depth > 64) return "damagedPdf";
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
  if (dict) {
    const verdict = dictionaryVerdict(dict);
    if (verdict) return verdict;
    for (const [, value] of dict.entries()) {
      const inner = verdictOf(value, depth + 1);
      if (inner) return inner;
    }
    return null;
  }
  if (object instanceof PDFArray) {
    for (const value of object.asArray()) {
      const inner = verdictOf(value, depth + 1);
      if (inner) return inner;
    }
  }
  return null;
}

/**
 * PDF 32000 features that run code or bring other files along (JavaScript, launch actions, remote
 * go-to actions and links to files, embedded files, form submission, rich media, XFA), found in any object of the parsed file,
 * the trailer included; references are objects of their own, so every one is looked at once.
 */
export function activeContentIn(context: PDFContext): UploadRefusalReason | null {
  const trailer = context.trailerInfo;
  for (const value of [trailer.Root, trailer.Info]) {
    if (value) {
      const verdict = verdictOf(value);
      if (verdict) return verdict;
    }
  }
  for (const [, object] of context.enumerateIndirectObjects()) {
    const verdict = verdictOf(object);
    if (verdict) return verdict;
  }
  return null;
}
