import { eq } from "drizzle-orm";
import type { MailMessage } from "@/domain/ports/mail";
import { memoryMail } from "@/integrations/mail/memory";
import { applications } from "@/server/db/schema";
import type { AuthWorld } from "../auth/auth-world";
import { applicantWithDocumentsDue } from "../documents/documents-world";
import { ORIGIN } from "../support/api-client";
import { type Person, person } from "../support/prequal-journeys";

/**
 * Rita (documents due, referred by organisation A) and the staff around her: A's loan officer,
 * viewer and admin, organisation B's loan officer, and the lender's administrator.
 */
export async function messagesCast(world: AuthWorld, options: { coborrower?: Person } = {}) {
  const orgA = await world.organisation("Acme Credit Union");
  const orgB = await world.organisation("Birch Mortgage Brokers");
  const lender = await world.organisation("Keystone Home Credit", "lender");
  const borrower = person("Landlord", { firstName: "Rita", email: "rita.moss@mail.test" });
  const rita = await applicantWithDocumentsDue(world, { borrower, coborrower: options.coborrower });
  const applicationId = rita.ctx.application.id;
  await world.api.prequal.db
    .update(applications)
    .set({ organisationId: orgA.id })
    .where(eq(applications.id, applicationId));
  return {
    rita,
    borrower,
    applicationId,
    officerA: await world.signedInMember(orgA.id, "loanOfficer"),
    viewerA: await world.signedInMember(orgA.id, "viewer"),
    adminA: await world.signedInMember(orgA.id, "admin"),
    officerB: await world.signedInMember(orgB.id, "loanOfficer"),
    lenderAdmin: await world.signedInMember(lender.id, "lenderAdmin"),
  };
}

/** What the alert jobs run with: the world's database and clock, a fresh memory mail. */
export function alertDeps(world: AuthWorld) {
  return { ...world.api.prequal, mail: memoryMail(), siteUrl: ORIGIN };
}

/**
 * An alert carries no personal data (issue 22 item 4): no name, no e-mail address of the borrower
 * but its own "to", no document, no words of a message or reason.
 */
export function carriesNone(message: MailMessage | undefined, secrets: string[]) {
  if (!message) throw new Error("no message was sent");
  const { to: _to, ...content } = message;
  const text = JSON.stringify(content).toLowerCase();
  return secrets.filter((s) => text.includes(s.toLowerCase()));
}
