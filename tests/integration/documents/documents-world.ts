import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import type { Database } from "@/server/db/client";
import { applications, documents } from "@/server/db/schema";
import { applicantAt } from "../application/declarations-world";
import type { AuthWorld } from "../auth/auth-world";
import { jobsAnswers, monthsAgo } from "../support/application-income-journeys";
import { saveScreensBefore } from "../support/application-sections";
import { type Person, person } from "../support/prequal-journeys";

/**
 * An applicant whose application is complete (summary submitted) and whose disclosures are signed
 * (their own tests: tests/integration/closing), so the status is incomeDocs: each borrower
 * with one job entered by hand three years ago (so paystubs and W-2s are asked), the other screens
 * saved with placeholders. `Landlord` owns a rental, whose rent and mortgage the checklist reads
 * from the credit report (step 3's placeholder keeps the report's properties).
 */
export async function applicantWithDocumentsDue(
  world: AuthWorld,
  options: { borrower?: Person; coborrower?: Person } = {},
) {
  const applicant = await applicantAt(world, "employment", {
    borrower: options.borrower ?? person("Landlord"),
    coborrower: options.coborrower,
  });
  const { browser } = applicant;
  const job = jobsAnswers([[monthsAgo(36)]]);
  await browser.trpc.application.employment.save.mutate({ who: "borrower", version: 0, answers: job });
  if (options.coborrower)
    await browser.trpc.application.employment.save.mutate({ who: "coborrower", version: 0, answers: job });
  await saveScreensBefore(applicant.ctx, "summary");
  const completed = await browser.trpc.application.summary.complete.mutate();
  await applicant.ctx.deps.db
    .update(applications)
    .set({ applicationStatus: "incomeDocs", statusOrder: statusOrder("incomeDocs") })
    .where(eq(applications.id, applicant.ctx.application.id));
  return { ...applicant, completed };
}

/** A file on record as the upload pipeline leaves it (the tus endpoint is another area's). */
export async function fileDocument(
  db: Database,
  applicationId: string,
  file: {
    documentType: string;
    borrower?: "main" | "coborrower" | null;
    propertyId?: string | null;
    side?: "front" | "back" | null;
    reviewedAt?: Date | null;
    conditionId?: string | null;
    /** When it arrived; by default the database's clock, which a PostgreSQL server may keep apart from the test's. */
    createdAt?: Date;
  },
) {
  const bytes = randomUUID();
  const [row] = await db
    .insert(documents)
    .values({
      applicationId,
      documentType: file.documentType,
      borrower: file.propertyId ? null : (file.borrower ?? "main"),
      propertyId: file.propertyId ?? null,
      side: file.side ?? null,
      conditionId: file.conditionId ?? null,
      displayName: `${file.documentType}.pdf`,
      contentType: "application/pdf",
      byteSize: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      storageKey: randomUUID(),
      status: "ready",
      uploadedBy: "applicant:test",
      reviewedAt: file.reviewedAt ?? null,
      ...(file.createdAt ? { createdAt: file.createdAt } : {}),
    })
    .returning({ id: documents.id });
  if (!row) throw new Error("the test file was not recorded");
  return row.id;
}

/**
 * Files a document for every line still missing on `browser`'s checklist (a passport for a photo
 * ID), as the upload pipeline would: the checklist is then complete.
 */
export async function fileEverythingMissing(
  browser: { trpc: { documents: { checklist: { query: () => Promise<ChecklistView> } } } },
  db: Database,
  applicationId: string,
) {
  const list = await browser.trpc.documents.checklist.query();
  for (const group of list.groups)
    for (const line of group.lines.filter((l) => l.missing > 0))
      for (let i = 0; i < line.missing; i++)
        await fileDocument(db, applicationId, {
          documentType: line.type === "id_document" ? "passport" : line.type,
          borrower: group.owner === "property" ? null : group.owner,
          propertyId: group.propertyId,
          side: line.type === "id_document" ? "front" : null,
        });
}

type ChecklistView = {
  groups: {
    owner: "main" | "coborrower" | "property";
    propertyId: string | null;
    lines: { type: string; missing: number }[];
  }[];
};
