import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { keptRead } from "@/server/db/read-cache";
import { applicants, applications, offers } from "@/server/db/schema";
import { type QuoteSummary, quoteFor } from "./quote-summary";

/**
 * quote.current (spec §7: e-mail and fetchOriginationFee): the signed-in applicant's current
 * offer. The e-mail must be the caller's own; another e-mail's quote answers nothing of theirs.
 * The origination fee is left out unless asked for. One indexed read of a few numbers, kept in
 * memory on the embedded database until its next write.
 */
export async function currentQuote(
  db: Database,
  applicantId: string,
  input: { email: string; fetchOriginationFee: boolean },
) {
  // Kept until the next write (decision 047): pricing, a decline or a new e-mail is a write.
  const found = await keptRead(db, `quote:${applicantId}`, async () => {
    const [row] = await db
      .select({
        email: applicants.email,
        eligible: offers.eligible,
        summary: offers.summary,
        version: offers.rateSheetVersion,
        pricedAt: offers.createdAt,
        declinedAt: applications.declinedAt,
      })
      .from(applications)
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .innerJoin(offers, eq(offers.id, applications.currentOfferId))
      .where(eq(applications.applicantId, applicantId))
      .limit(1);
    return row;
  });
  // A declined application has no current offer, whatever was priced before the decline.
  if (!found?.eligible || found.declinedAt) return null;
  if (found.email.toLowerCase() !== input.email.toLowerCase()) return null;
  const quote = quoteFor(found.summary as unknown as QuoteSummary, input.fetchOriginationFee);
  return { ...quote, rateSheetVersion: found.version, pricedAt: found.pricedAt };
}
