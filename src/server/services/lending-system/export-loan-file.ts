import { eq } from "drizzle-orm";
import { buildLoanFile } from "@/domain/loan-file/build-loan-file";
import { danglingArcs, labelsIn } from "@/domain/loan-file/xlink-arcs";
import { lenderIdentity, settings } from "@/env";
import type { Database } from "@/server/db/client";
import { applications } from "@/server/db/schema";
import { loadEncryptionKey } from "@/server/security/encryption-key";
import { prequalKeys } from "../prequal/prequal-dependencies";
import { isDeclined, type LoanFileLender, loanFileSources } from "./loan-file-sources";
import { validateLoanFile } from "./mismo-schema";
import { mismoXml } from "./mismo-xml";

export type LoanFileExport =
  | { kind: "exported"; xml: string; leftOut: readonly string[] }
  | { kind: "refused"; faults: readonly string[] };

export interface LoanFileExportDependencies {
  /** The key the application's sealed fields (SSNs, dates of birth, account numbers) open with. */
  fieldKey: Uint8Array;
  lender: LoanFileLender;
  /** The folder holding `schemas/MISMO_3.4.0_B324.xsd` (MISMO_SCHEMA_DIR). */
  schemaFolder: string;
  now: () => Date;
}

/**
 * The process's own: its settings, its lender and its encryption key, or the field key the caller's
 * context already holds (the API's), so the export opens exactly what that context sealed.
 */
export function processDependencies(fieldKey?: Uint8Array): LoanFileExportDependencies {
  const s = settings();
  const lender = lenderIdentity();
  const sealing = () =>
    prequalKeys(
      loadEncryptionKey({
        configured: s.APP_ENCRYPTION_KEY,
        dataDir: s.DATA_DIR,
        live: s.DEPLOYMENT === "live",
      }),
    ).fieldKey;
  return {
    fieldKey: fieldKey ?? sealing(),
    lender: { legalName: lender.legalName, nmlsId: lender.nmlsId, phone: lender.phone },
    schemaFolder: s.MISMO_SCHEMA_DIR,
    now: () => new Date(),
  };
}

/**
 * The application as a MISMO 3.4 file for its lending system (issue 21 item 1), or why it cannot
 * be sent: a declined application is never exported, and a file the published schema refuses, or
 * whose relationships name a label it lacks, is refused with the fields at fault, never sent.
 */
export async function exportLoanFile(
  db: Database,
  applicationId: string,
  deps: LoanFileExportDependencies = processDependencies(),
): Promise<LoanFileExport> {
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!application) return { kind: "refused", faults: ["No application has this id"] };
  if (await isDeclined(db, application))
    return { kind: "refused", faults: ["The application was declined: a declined application is not sent"] };
  const sources = await loanFileSources(db, application, deps);
  if (!sources) return { kind: "refused", faults: ["The application has no accepted offer yet"] };
  const file = buildLoanFile(sources, deps.now());
  const dangling = danglingArcs(file.arcs, labelsIn(file.message));
  if (dangling.length > 0)
    return {
      kind: "refused",
      faults: dangling.map(
        (arc) => `RELATIONSHIP from ${arc.from} to ${arc.to}: a label the file does not have`,
      ),
    };
  const xml = mismoXml(file.message);
  const verdict = await validateLoanFile(xml, deps.schemaFolder);
  if (!verdict.valid) return { kind: "refused", faults: verdict.faults };
  return { kind: "exported", xml, leftOut: file.leftOut };
}
