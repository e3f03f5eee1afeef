import { createHash, randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { BankStatement } from "@/domain/ports/bank-statements";
import { documents } from "@/server/db/schema";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { ApplicationError } from "@/server/services/application/application-error";
import { callOnce, OutsideCallFailed } from "@/server/services/prequal/outside-calls";
import type { DocumentDependencies } from "./document-dependencies";
import { receiveConditionsAnsweredBy } from "./receive-document-condition";

/** Spec §9: 3 bank statements. */
export const STATEMENT_MONTHS = 3;

const UNREACHABLE =
  "We could not reach your bank just now. Try again in a few minutes, or upload your last 3 statements instead.";
const NO_ACCOUNTS = (institution: string) =>
  `We found no account of yours at ${institution}. Check the bank's name, or upload your last 3 statements instead.`;

/** A statement as the ledger keeps it: JSON, so the file travels as base64. */
type KeptStatement = Omit<BankStatement, "file" | "periodStart" | "periodEnd"> & {
  periodStart: string;
  periodEnd: string;
  file: { name: string; contentType: string; base64: string };
};

const kept = (s: BankStatement): KeptStatement => ({
  ...s,
  periodStart: s.periodStart.toISOString(),
  periodEnd: s.periodEnd.toISOString(),
  file: {
    name: s.file.name,
    contentType: s.file.contentType,
    base64: Buffer.from(s.file.bytes).toString("base64"),
  },
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * bankStatements.connect (spec §2 /app/bank-statement): the applicant names their bank; the
 * bank-statements port is asked once (recorded in outside_calls, reused for 30 days for the same
 * applicant and bank) for the last 3 monthly statements, and each is filed as a bank_statements
 * document of the main borrower with source `bankConnection`. A statement already filed (the
 * same bytes) is not filed twice, so connecting again adds nothing.
 */
export async function connectBankStatements(
  ctx: ApplicationContext,
  documentDeps: DocumentDependencies,
  input: { institution: string },
): Promise<{ filed: number; statements: { name: string; accountLastFour: string; periodEnd: Date }[] }> {
  const { deps, application } = ctx;
  const verdict = await deps.rateLimits.bankConnectionAllowed(application.applicantId ?? application.id);
  if (!verdict.ok) throw new ApplicationError("TOO_MANY_REQUESTS", verdict.message);
  let found: KeptStatement[] | null;
  try {
    ({ result: found } = await callOnce<KeptStatement[]>(
      deps,
      {
        port: "bankStatements",
        chargeType: "bankStatements",
        subject: `${application.applicantId}|${input.institution.trim().replace(/\s+/g, " ").toLowerCase()}`,
        applicationId: application.id,
        requestedBy: ctx.actor,
        adapter: documentDeps.adapters.bankStatements,
      },
      async () => {
        const statements = await documentDeps.bankStatements.statements({
          reference: application.id,
          institution: input.institution,
          months: STATEMENT_MONTHS,
        });
        return statements ? statements.map(kept) : null;
      },
    ));
  } catch (error) {
    if (error instanceof OutsideCallFailed) throw new ApplicationError("BAD_REQUEST", UNREACHABLE);
    throw error;
  }
  if (!found || found.length === 0)
    throw new ApplicationError("BAD_REQUEST", NO_ACCOUNTS(input.institution.trim()), "institution");

  const files = found.map((s) => ({
    statement: s,
    bytes: new Uint8Array(Buffer.from(s.file.base64, "base64")),
  }));
  const onFile = await deps.db
    .select({ sha256: documents.sha256 })
    .from(documents)
    .where(
      and(
        eq(documents.applicationId, application.id),
        isNull(documents.removedAt),
        inArray(
          documents.sha256,
          files.map((f) => sha256(f.bytes)),
        ),
      ),
    );
  const known = new Set(onFile.map((f) => f.sha256));
  const fresh = files.filter((f) => !known.has(sha256(f.bytes)));
  // Stored first, then recorded: a row never points at a file that is not there.
  const stored: ((typeof fresh)[number] & { key: string })[] = [];
  for (const f of fresh) {
    const key = randomUUID();
    await documentDeps.storage.put(key, f.bytes, {
      contentType: f.statement.file.contentType,
      byteSize: f.bytes.byteLength,
    });
    stored.push({ ...f, key });
  }
  await deps.db.transaction(async (tx) => {
    for (const f of stored) {
      const [row] = await tx
        .insert(documents)
        .values({
          applicationId: application.id,
          documentType: "bank_statements",
          borrower: "main",
          displayName: f.statement.file.name,
          contentType: f.statement.file.contentType,
          byteSize: f.bytes.byteLength,
          sha256: sha256(f.bytes),
          storageKey: f.key,
          // The bank's own PDF: nothing to re-encode, so it is ready at once.
          status: "ready",
          source: "bankConnection",
          uploadedBy: ctx.actor,
          createdAt: deps.now(),
        })
        .returning({ id: documents.id });
      await deps.audit(tx, {
        actor: ctx.actor,
        action: "document.uploaded",
        subject: `document:${row?.id}`,
        details: { applicationId: application.id, documentType: "bank_statements", source: "bankConnection" },
        address: ctx.address,
      });
      const documentId = (row as { id: string }).id;
      const file = { id: documentId, applicationId: application.id, documentType: "bank_statements" };
      await receiveConditionsAnsweredBy(tx, { ...file, borrower: "main" }, ctx.actor);
    }
  });
  return {
    filed: stored.length,
    statements: found.map((s) => ({
      name: s.file.name,
      accountLastFour: s.accountLastFour,
      periodEnd: new Date(s.periodEnd),
    })),
  };
}
