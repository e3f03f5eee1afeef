import { create } from "xmlbuilder2";
import type { MismoElement, MismoMessage } from "@/domain/loan-file/mismo-document";

/** The model without its absent values: xmlbuilder2 writes each key it is given. */
function withoutAbsent(element: MismoElement): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(element)) {
    if (value === undefined) continue;
    if (typeof value === "string") out[name] = value;
    else if (Array.isArray(value)) out[name] = value.map((child: MismoElement) => withoutAbsent(child));
    else out[name] = withoutAbsent(value as MismoElement);
  }
  return out;
}

/** The loan file's XML, written by xmlbuilder2 from the domain's MISMO model (escaping is the library's). */
export function mismoXml(message: MismoMessage): string {
  return create({ version: "1.0", encoding: "UTF-8" }, { MESSAGE: withoutAbsent(message) }).end({
    prettyPrint: true,
  });
}
