import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  FINISH_THE_OTHER_APPLICATION_FIRST,
  INVITATION_FOR_ANOTHER_ADDRESS,
  INVITATION_NOT_FOUND,
  INVITATION_PENDING_ELSEWHERE,
} from "@/domain/closing/coborrower-invitation";
import { applicants, applicationCoborrowers, documents, esignConsents } from "@/server/db/schema";
import { photo } from "@/server/documents/inspection/sample-files.test-support";
import { refusalOf } from "../prequal/prequal-world";
import { applicationContextOf, saveScreensBefore } from "../support/application-sections";
import { consentCodeFromPdf, invitationToken, ownAccount } from "../support/closing-journeys";
import { type Person, person } from "../support/prequal-journeys";
import { uploadWhole } from "./tus-requests";
import { sessionCookieOf, uploadWorldForEachTest } from "./upload-world";

const it_ = uploadWorldForEachTest();

/** A borrower who named `coborrower` and confirmed the summary (the invitation goes out then). */
async function borrowerInviting(coborrower: Person) {
  const applying = await it_.applicant({ coborrower });
  const ctx = await applicationContextOf(it_.world.api.prequal, applying.borrower.email);
  await saveScreensBefore(ctx, "summary");
  await applying.browser.trpc.application.summary.complete.mutate();
  return { ...applying, applicationId: ctx.application.id };
}

const linkOf = async (applicationId: string) =>
  (
    await it_.db
      .select()
      .from(applicationCoborrowers)
      .where(eq(applicationCoborrowers.applicationId, applicationId))
  )[0];

/** X, the person two borrowers name as coborrower: one address, typed by each borrower. */
const x = () => person("Lee", { firstName: "Xan" });

describe("a coborrower invitation is bound to one application (issue 19, decision 068)", () => {
  it("refuses a second borrower's invitation to an address another borrower's invitation still waits on, with a sentence", async () => {
    const xan = x();
    const ann = await borrowerInviting(xan);
    expect(await linkOf(ann.applicationId)).toMatchObject({ email: xan.email, acceptedAt: null });

    // H names the same address: the invitation at the summary's confirmation is held back, and
    // sending it from the sign screen is refused in words.
    const hal = await borrowerInviting({ ...x(), email: xan.email, firstName: "Pat" });
    expect(await linkOf(hal.applicationId)).toBeUndefined();
    const refused = await refusalOf(hal.browser.trpc.coborrower.invite.mutate({ email: xan.email }));
    expect(refused).toMatchObject({
      code: "BAD_REQUEST",
      httpStatus: 400,
      fieldErrors: { email: [INVITATION_PENDING_ELSEWHERE] },
    });
    expect(await linkOf(hal.applicationId)).toBeUndefined();
    // Nobody made an account for X with a name a borrower typed.
    expect(await it_.db.select().from(applicants).where(eq(applicants.email, xan.email))).toEqual([]);
  });

  it("lands X's consent, signature and ID photo on the application X accepted, names it in full, and H can't download them", async () => {
    const xan = x();
    const ann = await borrowerInviting(xan);
    const annToken = await invitationToken(it_.world, ann.applicationId);

    // X makes their own account in their own name, sees whose invitation it is, and accepts it.
    const cy = await ownAccount(it_.world, xan);
    expect(await cy.trpc.coborrowerSigning.invitation.query({ token: annToken })).toMatchObject({
      borrowerName: `${ann.borrower.firstName} ${ann.borrower.lastName}`,
      propertyAddress: "12 Oak Street, Wilmington, DE 19801",
      product: "heloc",
    });
    await cy.trpc.coborrowerSigning.accept.mutate({ token: annToken });
    const [account] = await it_.db.select().from(applicants).where(eq(applicants.email, xan.email));
    expect(account).toMatchObject({ firstName: "Xan", lastName: "Lee" });
    expect(await linkOf(ann.applicationId)).toMatchObject({ applicantId: account?.id, tokenHash: null });
    // The link works once.
    expect(await refusalOf(cy.trpc.coborrowerSigning.accept.mutate({ token: annToken }))).toMatchObject({
      code: "NOT_FOUND",
      message: INVITATION_NOT_FOUND,
    });

    // Later, unrelated borrower H invites the same address: allowed now that X answered Ann's.
    const hal = await borrowerInviting({ ...x(), email: xan.email, firstName: "Pat" });
    expect(await linkOf(hal.applicationId)).toMatchObject({ email: xan.email, applicantId: null });
    const halToken = await invitationToken(it_.world, hal.applicationId);

    // X's page is still Ann's application, named in full.
    expect(await cy.trpc.coborrowerSigning.overview.query()).toMatchObject({
      borrowerName: `${ann.borrower.firstName} ${ann.borrower.lastName}`,
      propertyAddress: "12 Oak Street, Wilmington, DE 19801",
    });
    await cy.trpc.coborrowerSigning.consent.mutate({
      code: await consentCodeFromPdf(it_.world, cy, "coborrower"),
    });
    await cy.trpc.coborrowerSigning.sign.mutate({
      signature: `${xan.firstName} ${xan.lastName}`,
      agree: true,
    });
    const consents = await it_.db
      .select()
      .from(esignConsents)
      .where(eq(esignConsents.signerRole, "coborrower"));
    expect(consents.map((c) => c.applicationId)).toEqual([ann.applicationId]);

    const cookie = sessionCookieOf(cy, it_.world.api.runtime.secure);
    const filed = await uploadWhole(it_.base, { cookie }, await photo("jpeg"), {
      documentType: "passport",
      borrower: "coborrower",
      side: "front",
      filename: "passport.jpg",
    });
    expect(filed.status).toBe(204);
    const documentId = filed.headers.get("upload-document-id") ?? "";
    const [filedRow] = await it_.db.select().from(documents).where(eq(documents.id, documentId));
    expect(filedRow?.applicationId).toBe(ann.applicationId);

    // H downloads nothing of X's.
    for (const part of ["file", "thumbnail"]) {
      const answer = await fetch(`${it_.base}/api/documents/${documentId}/${part}`, {
        headers: { cookie: hal.cookie },
      });
      expect(answer.status, part).toBe(404);
    }

    // X can't take up H's invitation while Ann's still waits for their identity check.
    expect(await refusalOf(cy.trpc.coborrowerSigning.accept.mutate({ token: halToken }))).toMatchObject({
      code: "FORBIDDEN",
      message: FINISH_THE_OTHER_APPLICATION_FIRST,
    });
    // Nobody else can take it up either, not even with the link in hand.
    const stranger = await ownAccount(it_.world, person("Lee", { firstName: "Mal" }));
    expect(
      await refusalOf(stranger.trpc.coborrowerSigning.invitation.query({ token: halToken })),
    ).toMatchObject({
      code: "FORBIDDEN",
      message: INVITATION_FOR_ANOTHER_ADDRESS,
    });
    expect(await linkOf(hal.applicationId)).toMatchObject({ applicantId: null, acceptedAt: null });
  });
});
