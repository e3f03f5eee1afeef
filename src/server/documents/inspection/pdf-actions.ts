import { PDFArray, type PDFContext, PDFDict, PDFName, type PDFObject, PDFRef, PDFStream } from "pdf-lib";

/** Every action type of PDF 32000 §12.6.4 (and Adobe's rich media one). */
const ACTION_TYPES = new Set([
  "GoTo",
  "GoToR",
  "GoToE",
  "GoToDp",
  "Launch",
  "Thread",
  "URI",
  "Sound",
  "Movie",
  "Hide",
  "Named",
  "SubmitForm",
  "ResetForm",
  "ImportData",
  "JavaScript",
  "SetOCGState",
  "Rendition",
  "Trans",
  "GoTo3DView",
  "RichMediaExecute",
]);

const S = PDFName.of("S");
const TYPE = PDFName.of("Type");
const ACTION = PDFName.of("Action");
/** Where a document, a page, an annotation or an outline item holds an action (§12.6.2, §12.6.3). */
const ACTION_KEYS = ["A", "OpenAction", "AA"].map((key) => PDFName.of(key));

/** Whether a dictionary is an action: its `/S` names an action type, and its `/Type`, if any, is Action. */
function isAction(object: PDFObject | undefined): boolean {
  if (!(object instanceof PDFDict)) return false;
  const type = object.get(TYPE);
  const subtype = object.lookup(S);
  return (
    (type === undefined || type === ACTION) &&
    subtype instanceof PDFName &&
    ACTION_TYPES.has(subtype.decodeText())
  );
}

/** Removes the action keys from a dictionary and from the dictionaries and arrays directly inside it. */
function stripFrom(object: PDFObject, context: PDFContext, depth = 0) {
  if (depth > 64) return;
  if (object instanceof PDFArray) {
    for (const value of object.asArray()) stripFrom(value, context, depth + 1);
    return;
  }
  if (!(object instanceof PDFDict)) return;
  for (const key of ACTION_KEYS) {
    const value = object.get(key);
    if (value === undefined) continue;
    // `/A` also names a structure element's attributes (§14.7.6): only an action is removed.
    if (key === ACTION_KEYS[0] && !isAction(value instanceof PDFRef ? context.lookup(value) : value))
      continue;
    object.delete(key);
  }
  for (const [, value] of object.entries()) stripFrom(value, context, depth + 1);
}

/**
 * Every action of a parsed PDF removed before it is written anew (issue 19): links, outline
 * actions and the document's open action, whatever they do. What the inspection let through is
 * harmless, but a file kept for staff to open should do nothing when it is opened or clicked.
 * Action objects themselves are deleted too, so none is left in the file unreferenced.
 */
export function stripActions(context: PDFContext): void {
  const actions: PDFRef[] = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (isAction(object)) actions.push(ref);
    else stripFrom(object instanceof PDFStream ? object.dict : object, context);
  }
  for (const ref of actions) context.delete(ref);
  const root = context.trailerInfo.Root;
  const catalog = root instanceof PDFRef ? context.lookup(root) : root;
  if (catalog instanceof PDFDict) stripFrom(catalog, context);
}
