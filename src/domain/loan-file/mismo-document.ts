/**
 * The MISMO 3.4 document model a loan file is built as (issue 21 item 1): elements named as the
 * MISMO Reference Model names them, their children in the schema's order, attributes under "@"
 * names and text under "#". Absent values are `undefined` and written as nothing: the model never
 * holds a value the application did not collect. The XML is written from it on the server; the
 * domain knows no XML library.
 */
export type MismoText = string;

/** An element: its attributes ("@SequenceNumber", "@xlink:label"), its text ("#") and its children. */
export interface MismoElement {
  readonly [name: string]: MismoText | MismoElement | readonly MismoElement[] | undefined;
}

/** The MESSAGE root with its namespaces and the one deal. */
export interface MismoMessage extends MismoElement {
  readonly "@xmlns": string;
  readonly "@xmlns:xlink": string;
  readonly "@xmlns:xsi": string;
  readonly "@xmlns:ULAD": string;
  readonly "@xmlns:DU": string;
  readonly "@MISMOReferenceModelIdentifier": string;
  readonly ABOUT_VERSIONS: MismoElement;
  readonly DEAL_SETS: MismoElement;
}

/** One xlink arc of the RELATIONSHIPS block: from a label, to a label, with MISMO's arcrole. */
export interface MismoArc {
  from: string;
  to: string;
  arcrole: string;
}

export const MISMO_NAMESPACES = {
  mismo: "http://www.mismo.org/residential/2009/schemas",
  xlink: "http://www.w3.org/1999/xlink",
  xsi: "http://www.w3.org/2001/XMLSchema-instance",
  ulad: "http://www.datamodelextension.org/Schema/ULAD",
  du: "http://www.datamodelextension.org/Schema/DU",
} as const;

/** MISMO 3.4.0 build 324, as the ULAD sample files name it. */
export const MISMO_REFERENCE_MODEL = "3.4.032420160128";

/** MISMO amounts carry two decimals at most. */
export const amount = (value: number | null | undefined): MismoText | undefined =>
  value === null || value === undefined || !Number.isFinite(value) ? undefined : value.toFixed(2);

/** A percent as MISMO writes it: 6.5 for 6.5% (the rate sheet keeps 0.065). */
export const percentOf = (fraction: number | null | undefined): MismoText | undefined =>
  fraction === null || fraction === undefined ? undefined : String(Math.round(fraction * 100_000) / 1000);

export const indicator = (value: boolean | null | undefined): MismoText | undefined =>
  value === null || value === undefined ? undefined : String(value);

export const count = (value: number | null | undefined): MismoText | undefined =>
  value === null || value === undefined ? undefined : String(Math.trunc(value));

/** A day as MISMO dates are written (YYYY-MM-DD, in UTC). */
export const day = (value: Date | string | null | undefined): MismoText | undefined => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
  return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
};

/** A list container: absent when the list is empty (MISMO containers are optional, never empty). */
export function listOf(name: string, items: readonly MismoElement[]): MismoElement | undefined {
  return items.length === 0 ? undefined : { [name]: items };
}

/** An element with only absent children is left out altogether. */
export function present<T extends MismoElement>(element: T): T | undefined {
  return Object.values(element).some((v) => v !== undefined) ? element : undefined;
}
