import { eq } from "drizzle-orm";
import { buildLoanFile, type LoanFile } from "@/domain/loan-file/build-loan-file";
import type { LoanFileInput } from "@/domain/loan-file/loan-file-input";
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
 * The application's loan file as built from the stores, before it is written as XML, with what it
 * was built from; or why there is none: a declined application is never exported, nor one without
 * an accepted offer, nor a file whose relationships name a label it lacks.
 */
export async function builtLoanFile(
  db: Database,
  applicationId: string,
  deps: LoanFileExportDependencies,
): Promise<
  { kind: "built"; file: LoanFile; input: LoanFileInput } | { kind: "refused"; faults: readonly string[] }
> {
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
  return { kind: "built", file, input: sources };
}

/**
 * The application as a MISMO 3.4 file for its lending system (issue 21 item 1), or why it cannot
 * be sent: as `builtLoanFile`, and a file the published schema refuses is refused with the fields
 * at fault, never sent.
 */
export async function exportLoanFile(
  db: Database,
  applicationId: string,
  deps: LoanFileExportDependencies = processDependencies(),
): Promise<LoanFileExport> {
  const built = await builtLoanFile(db, applicationId, deps);
  if (built.kind === "refused") return built;
  const xml = mismoXml(built.file.message);
  const verdict = await validateLoanFile(xml, deps.schemaFolder);
  if (!verdict.valid) return { kind: "refused", faults: verdict.faults };
  return { kind: "exported", xml, leftOut: built.file.leftOut };
}
