import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { businessDaysAfter } from "@/domain/closing/business-days";
import type { DisclosureContent } from "@/domain/closing/disclosure-content";
import type { Database } from "@/server/db/client";
import { disclosureDeliveries, disclosureDocuments } from "@/server/db/schema";
import { renderPdfInPool } from "@/server/notices/pdf-pool";
import type { ApplicationContext } from "../application/application-context";
import { takenAt } from "./closing-application";
import { disclosureContents } from "./disclosure-contents";

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Reg Z: the disclosures at application are due within three business days of it (1026.40(b), 1026.19(e)(1)(iii)). */
export const DELIVERY_BUSINESS_DAYS = 3;

/** A delivered document's PDF, printed again from its kept content, on the PDF worker pool (decision 063). */
export function printDisclosure(deps: ApplicationContext["deps"], content: Record<string, unknown>) {
  return renderPdfInPool({
    kind: "disclosure",
    content: content as unknown as DisclosureContent,
    lender: deps.lender,
  });
}

/**
 * Delivers the disclosures at application, once per application, when the applicant consents to
 * electronic delivery: the documents for the product are generated from the current offer, their
 * SHA-256 kept with the content they were printed from, and the delivery time and the Reg Z
 * deadline (three business days after the application was taken) stored, with an audit record.
 */
export async function deliverDisclosures(
  tx: Database,
  ctx: ApplicationContext,
  delivery: { consentId: string; deliveredAt: Date },
): Promise<void> {
  const { deps, application } = ctx;
  const [already] = await tx
    .select({ id: disclosureDeliveries.id })
    .from(disclosureDeliveries)
    .where(eq(disclosureDeliveries.applicationId, application.id));
  if (already) return;
  const applicationTakenAt = takenAt(ctx);
  const deadline = businessDaysAfter(applicationTakenAt, DELIVERY_BUSINESS_DAYS).toISOString().slice(0, 10);
  const contents = await disclosureContents(tx, ctx, delivery.deliveredAt);
  const [row] = await tx
    .insert(disclosureDeliveries)
    .values({
      applicationId: application.id,
      applicationTakenAt,
      deliveredAt: delivery.deliveredAt,
      deliveryDeadline: deadline,
      consentId: delivery.consentId,
    })
    .onConflictDoNothing()
    .returning({ id: disclosureDeliveries.id });
  if (!row) return;
  for (const { kind, content } of contents) {
    const stored = content as unknown as Record<string, unknown>;
    const sha256 = sha256Hex(await printDisclosure(deps, stored));
    await tx.insert(disclosureDocuments).values({
      deliveryId: row.id,
      applicationId: application.id,
      kind,
      content: stored,
      sha256,
      createdAt: delivery.deliveredAt,
    });
  }
  await deps.audit(tx, {
    actor: ctx.actor,
    action: "disclosures.delivered",
    subject: `application:${application.id}`,
    details: {
      documents: contents.map((c) => c.kind),
      deliveredAt: delivery.deliveredAt.toISOString(),
      deadline,
      inTime: delivery.deliveredAt.toISOString().slice(0, 10) <= deadline,
    },
    address: ctx.address,
  });
}
