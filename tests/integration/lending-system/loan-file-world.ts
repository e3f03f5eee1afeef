import { randomBytes } from "node:crypto";
import { create } from "xmlbuilder2";
import { settings } from "@/env";
import type { Database } from "@/server/db/client";
import {
  exportLoanFile,
  type LoanFileExport,
  type LoanFileExportDependencies,
} from "@/server/services/lending-system/export-loan-file";
import { validateLoanFile } from "@/server/services/lending-system/mismo-schema";
import { prequalKeys } from "@/server/services/prequal/prequal-dependencies";

/** Where the published schema is read from: MISMO_SCHEMA_DIR, else the shared folder beside the project. */
export const SCHEMA_FOLDER = settings().MISMO_SCHEMA_DIR;

/** One field key for the world and the export, so the export opens what the journeys sealed. */
export const KEYS = prequalKeys(randomBytes(32));

export const EXPORT_DEPENDENCIES: LoanFileExportDependencies = {
  fieldKey: KEYS.fieldKey,
  lender: { legalName: "Test Lender LLC", nmlsId: "123456", phone: "(302) 555-0100" },
  schemaFolder: SCHEMA_FOLDER,
  now: () => new Date("2026-11-27T12:00:00Z"),
};

export async function exported(db: Database, applicationId: string) {
  const answer: LoanFileExport = await exportLoanFile(db, applicationId, EXPORT_DEPENDENCIES);
  if (answer.kind !== "exported") throw new Error(`Not exported: ${answer.faults.join("; ")}`);
  return answer;
}

type Node = Record<string, unknown>;

/** The file read back as a tree, and the deal's parts the tests look at. */
export function readBack(xml: string) {
  // Parsed by xmlbuilder2 itself: a repeated element becomes an array, a single one an object.
  const doc: unknown = create(xml).end({ format: "object" });
  const message = at(doc, "MESSAGE");
  return { message, deal: at(message, "DEAL_SETS", "DEAL_SET", "DEALS", "DEAL") };
}

/** Follows element names, taking the first of each repeated one. */
export function at(node: unknown, ...names: string[]): Node {
  let current: unknown = node;
  for (const name of names) {
    const next = (current as Node | undefined)?.[name];
    current = Array.isArray(next) ? next[0] : next;
  }
  return (current ?? {}) as Node;
}

/** Every element of a repeated name under a container. */
export function all(node: unknown, container: string, name: string): Node[] {
  const list = (at(node, container) as Node)[name];
  return Array.isArray(list) ? (list as Node[]) : list ? [list as Node] : [];
}

/** Every label and arc in the XML itself (not the model): what the lending system will read. */
export function labelsAndArcs(xml: string) {
  const labels = [...xml.matchAll(/xlink:label="([^"]+)"/g)].map((m) => m[1] as string);
  const arcs = [...xml.matchAll(/<RELATIONSHIP [^>]*xlink:from="([^"]+)"[^>]*xlink:to="([^"]+)"/g)].map(
    (m) => ({
      from: m[1] as string,
      to: m[2] as string,
    }),
  );
  return { labels, arcs };
}

export { validateLoanFile };
