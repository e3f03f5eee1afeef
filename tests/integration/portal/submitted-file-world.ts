import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { applications } from "@/server/db/schema";
import { applicantWithDocumentsDue, fileEverythingMissing } from "../documents/documents-world";
import type { prequalWorldForEachTest } from "../prequal/prequal-world";
import { person } from "../support/prequal-journeys";

export const ROUTING = "322271627";
export const ACCOUNT = "4417123456789";

/**
 * Rita and her coborrower Carl, referred by organisation A, submitted and decided by the automated
 * decision; a loan officer, admin and viewer of A, a loan officer of B and the lender's administrator
 * signed in (the loan file's and underwriting's tests, decisions 084 and 091).
 */
export async function submittedFileInA(it_: ReturnType<typeof prequalWorldForEachTest>) {
  const { world, db } = it_;
  const orgA = await world.organisation("Acme Credit Union");
  const orgB = await world.organisation("Birch Mortgage Brokers");
  const lender = await world.organisation("Keystone Home Credit", "lender");
  const borrower = person("Landlord", { firstName: "Rita" });
  const coborrower = person("Moss", { firstName: "Carl" });
  const rita = await applicantWithDocumentsDue(world, { borrower, coborrower });
  const applicationId = rita.ctx.application.id;
  await db.update(applications).set({ organisationId: orgA.id }).where(eq(applications.id, applicationId));
  await fileEverythingMissing(rita.browser, db, applicationId);
  await rita.browser.trpc.documents.complete.mutate();
  const view = await rita.browser.trpc.disbursement.get.query();
  await rita.browser.trpc.disbursement.submit.mutate({
    firstDraw: view.heloc ? String(view.heloc.suggestedDraw) : undefined,
    routingNumber: ROUTING,
    accountNumber: ACCOUNT,
    accountNumberAgain: ACCOUNT,
    accountType: "checking",
    accountHolder: "Rita Landlord",
    idempotencyKey: randomUUID(),
  });
  const { outcome } = await rita.browser.trpc.submission.submit.mutate();
  return {
    borrower,
    coborrower,
    applicationId,
    outcome,
    rita: rita.browser,
    officerA: await world.signedInMember(orgA.id, "loanOfficer"),
    adminA: await world.signedInMember(orgA.id, "admin"),
    viewerA: await world.signedInMember(orgA.id, "viewer"),
    officerB: await world.signedInMember(orgB.id, "loanOfficer"),
    lenderAdmin: await world.signedInMember(lender.id, "lenderAdmin"),
  };
}
