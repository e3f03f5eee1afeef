import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memoryMail } from "@/integrations/mail/memory";
import {
  applicants,
  applicationCoborrowers,
  applications,
  conditions,
  disclosureSignatures,
  esignConsents,
  identityVerifications,
} from "@/server/db/schema";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { mailCoborrowerInvitationHandler } from "@/server/services/closing/mail-coborrower-invitation";
import { applicantAt } from "../application/declarations-world";
import { applicantWithDocumentsDue, fileEverythingMissing } from "../documents/documents-world";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { type Browser, TEST_USER_AGENT } from "../support/auth-client";
import {
  coborrowerAccepted,
  consentCodeFromPdf,
  signStepFile,
  uploadIdPhoto,
} from "../support/closing-journeys";
import { type Person, person } from "../support/prequal-journeys";

const jobs = recordingJobQueue();
const it_ = prequalWorldForEachTest({ prequal: { jobs } });

/** The invitation jobs queued for an application. */
const invitationJobs = (applicationId: string) =>
  jobs.sent.filter((j) => j.name === "coborrower.invite" && JSON.stringify(j.data).includes(applicationId));

const linkOf = async (applicationId: string) =>
  (
    await it_.db
      .select()
      .from(applicationCoborrowers)
      .where(eq(applicationCoborrowers.applicationId, applicationId))
  )[0];

/** The coborrower on their own account (made in their own name), having accepted the invitation's link. */
const coborrowerSignedIn = (applicationId: string, coborrower: Person): Promise<Browser> =>
  coborrowerAccepted(it_.world, applicationId, coborrower);

/** A borrower with a coborrower who confirmed the summary: at the disclosures. */
async function atDisclosuresWith(borrower: Person, coborrower: Person) {
  const applicant = await applicantAt(it_.world, "summary", { borrower, coborrower });
  await applicant.browser.trpc.application.summary.complete.mutate();
  return applicant;
}

/** A borrower at the disclosures with a coborrower whose address is on file: invited at completion. */
async function withInvitedCoborrower() {
  const borrower = person("Lee");
  const coborrower = person("Lee", { firstName: "Cy" });
  const applicant = await atDisclosuresWith(borrower, coborrower);
  return { ...applicant, borrower, coborrower, applicationId: applicant.ctx.application.id };
}

/** The coborrower through their own consent (the code in their own PDF) and signature. */
async function coborrowerSigns(b: Browser, coborrower: Person) {
  const code = await consentCodeFromPdf(it_.world, b, "coborrower");
  await b.trpc.coborrowerSigning.consent.mutate({ code });
  return b.trpc.coborrowerSigning.sign.mutate({
    signature: `${coborrower.firstName} ${coborrower.lastName}`,
    agree: true,
  });
}

/** Both sides of a driver's license the coborrower photographed themselves. */
async function coborrowerLicense(applicationId: string, coborrowerAccountId: string) {
  const own = { borrower: "coborrower" as const, uploadedBy: `applicant:${coborrowerAccountId}` };
  return {
    documentType: "driver_license" as const,
    frontDocumentId: await uploadIdPhoto(it_.world, applicationId, {
      documentType: "driver_license",
      side: "front",
      ...own,
    }),
    backDocumentId: await uploadIdPhoto(it_.world, applicationId, {
      documentType: "driver_license",
      side: "back",
      ...own,
    }),
  };
}

describe("the coborrower's invitation (decision 044)", () => {
  it("queues one invitation when the summary is confirmed, and makes or links no account (decision 068)", async () => {
    const { applicationId, coborrower, browser } = await withInvitedCoborrower();
    expect(await linkOf(applicationId)).toMatchObject({
      email: coborrower.email,
      applicantId: null,
      acceptedAt: null,
    });
    expect(await it_.db.select().from(applicants).where(eq(applicants.email, coborrower.email))).toEqual([]);
    expect(invitationJobs(applicationId)).toHaveLength(1);
    const invitation = await browser.trpc.coborrower.invitation.query();
    expect(invitation).toMatchObject({
      name: `Cy ${coborrower.lastName}`,
      email: coborrower.email,
      stepsLeft: ["consent", "sign", "verifyIdentity"],
    });
    // The same address again sends nothing new.
    await browser.trpc.coborrower.invite.mutate({});
    expect(invitationJobs(applicationId)).toHaveLength(1);
  });

  it("mails the borrower's full name, the home and a single-use link bound to this application, once however often the job runs", async () => {
    const { applicationId, coborrower, borrower } = await withInvitedCoborrower();
    const mail = memoryMail();
    const handle = mailCoborrowerInvitationHandler({
      ...it_.world.api.prequal,
      mail,
      siteUrl: "https://lender.test",
    });
    await handle({ applicationId });
    await handle({ applicationId });
    expect(mail.sent).toHaveLength(1);
    const [message] = mail.sent;
    expect(message?.to).toBe(coborrower.email);
    expect(message?.text).toContain(
      `${borrower.firstName} ${borrower.lastName} has applied for a loan with ${it_.world.api.prequal.lender.legalName} on 12 Oak Street, Wilmington, DE 19801`,
    );
    expect(message?.text).not.toContain(`Hello ${coborrower.firstName}`);
    const links = message?.text.match(/https:\/\/\S+/g) ?? [];
    expect(links).toEqual([
      expect.stringMatching(
        /^https:\/\/lender\.test\/app\/login\?callbackUrl=%2Fapp%2Fcoborrower%3Finvitation%3D[\w-]{43}$/,
      ),
    ]);
    const link = await linkOf(applicationId);
    expect(link?.mailedAt).not.toBeNull();
    // Only the token's hash is kept.
    expect(link?.tokenHash).toMatch(/^[\w-]{43}$/);
    expect(links[0]).not.toContain(link?.tokenHash);
  });

  it("asks the borrower for the address when none is on file, and refuses one that is not an address or is the borrower's", async () => {
    const borrower = person("Lee");
    const coborrower = person("Lee", { firstName: "Cy", email: "" });
    const { browser, ctx } = await atDisclosuresWith(borrower, coborrower);
    expect(await linkOf(ctx.application.id)).toBeUndefined();
    expect(await browser.trpc.coborrower.invitation.query()).toMatchObject({ email: null, invitedAt: null });
    expect(await refusalOf(browser.trpc.coborrower.invite.mutate({}))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { email: [expect.stringContaining("coborrower’s e-mail address")] },
    });
    expect(await refusalOf(browser.trpc.coborrower.invite.mutate({ email: "not an address" }))).toMatchObject(
      {
        code: "BAD_REQUEST",
        fieldErrors: { email: [expect.any(String)] },
      },
    );
    expect(await refusalOf(browser.trpc.coborrower.invite.mutate({ email: borrower.email }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { email: [expect.stringContaining("their own e-mail address")] },
    });
    const email = `cy.${randomUUID().slice(0, 8)}@mail.test`;
    const invited = await browser.trpc.coborrower.invite.mutate({ email });
    expect(invited).toMatchObject({ email, invitedAt: expect.any(Date) });
    expect((await linkOf(ctx.application.id))?.email).toBe(email);
  });

  it("limits the addresses a borrower can have us e-mail: ten an hour per application", async () => {
    const { browser } = await withInvitedCoborrower();
    for (let n = 0; n < 10; n++)
      await browser.trpc.coborrower.invite.mutate({ email: `cy.${n}.${randomUUID().slice(0, 6)}@mail.test` });
    expect(
      await refusalOf(
        browser.trpc.coborrower.invite.mutate({ email: `cy.11.${randomUUID().slice(0, 6)}@mail.test` }),
      ),
    ).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("refuses to change the address once the coborrower has consented on their own account", async () => {
    const { browser, coborrower, applicationId } = await withInvitedCoborrower();
    const cy = await coborrowerSignedIn(applicationId, coborrower);
    await cy.trpc.coborrowerSigning.consent.mutate({
      code: await consentCodeFromPdf(it_.world, cy, "coborrower"),
    });
    expect(
      await refusalOf(browser.trpc.coborrower.invite.mutate({ email: "other@mail.test" })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { email: [expect.stringContaining("already begun signing")] },
    });
  });
});

describe("the coborrower signs and verifies on their own account (decision 044)", () => {
  it("consents, signs with their own name, address and browser, and verifies their own identity", async () => {
    const { applicationId, coborrower, browser } = await withInvitedCoborrower();
    const cy = await coborrowerSignedIn(applicationId, coborrower);
    const accountId = (await linkOf(applicationId))?.applicantId as string;
    expect(await cy.trpc.coborrowerSigning.overview.query()).toMatchObject({
      borrowerName: "Ann Lee",
      propertyAddress: "12 Oak Street, Wilmington, DE 19801",
      stepsLeft: ["consent", "sign", "verifyIdentity"],
    });
    // The borrower's name is not the coborrower's signature.
    await cy.trpc.coborrowerSigning.consent.mutate({
      code: await consentCodeFromPdf(it_.world, cy, "coborrower"),
    });
    expect(
      await refusalOf(cy.trpc.coborrowerSigning.sign.mutate({ signature: "Ann Lee", agree: true })),
    ).toMatchObject({ code: "BAD_REQUEST", fieldErrors: { signature: [expect.stringContaining("Cy")] } });
    const signed = await cy.trpc.coborrowerSigning.sign.mutate({
      signature: `Cy ${coborrower.lastName}`,
      agree: true,
    });
    expect(signed.next).toBe("/app/coborrower");
    const signatures = await it_.db
      .select()
      .from(disclosureSignatures)
      .where(eq(disclosureSignatures.applicationId, applicationId));
    expect(signatures.length).toBeGreaterThan(0);
    for (const s of signatures)
      expect(s).toMatchObject({
        signerRole: "coborrower",
        applicantId: accountId,
        email: coborrower.email,
        address: cy.address,
        userAgent: TEST_USER_AGENT,
      });
    // The coborrower's signing neither signs for the borrower nor moves the borrower's step.
    expect((await browser.trpc.disclosures.status.query()).allSigned).toBe(false);
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row?.applicationStatus).toBe("disclosures");
    expect((await cy.trpc.coborrowerSigning.disclosures.query()).allSigned).toBe(true);

    const verified = await cy.trpc.coborrowerSigning.verifyIdentity.mutate(
      await coborrowerLicense(applicationId, accountId),
    );
    expect(verified).toEqual({ outcome: "pass", conditionId: null, next: "/app/coborrower" });
    const [check] = await it_.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.applicationId, applicationId));
    expect(check).toMatchObject({ personRole: "coborrower", applicantId: accountId, outcome: "pass" });
    expect((await cy.trpc.coborrowerSigning.overview.query()).stepsLeft).toEqual([]);
    expect((await browser.trpc.coborrower.invitation.query())?.stepsLeft).toEqual([]);
  });

  it("refuses identity verification before the coborrower has signed, with a sentence", async () => {
    const { coborrower, applicationId } = await withInvitedCoborrower();
    const cy = await coborrowerSignedIn(applicationId, coborrower);
    expect(await refusalOf(cy.trpc.coborrowerSigning.identity.query())).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("Sign your disclosures first"),
    });
  });
});

describe("what the coborrower's account can never reach (decision 044)", () => {
  it("reaches none of the borrower's application, documents, disbursement or submission", async () => {
    const { coborrower, applicationId } = await withInvitedCoborrower();
    const cy = await coborrowerSignedIn(applicationId, coborrower);
    for (const [path, type] of [
      ["application.journey", "query"],
      ["application.summary.get", "query"],
      ["disclosures.status", "query"],
      ["identityVerification.status", "query"],
      ["documents.checklist", "query"],
      ["disbursement.get", "query"],
      ["submission.status", "query"],
      ["submission.submit", "mutation"],
      ["coborrower.invitation", "query"],
    ] as const) {
      const outcome = await cy.call(path, undefined, type);
      expect(outcome.ok ? "allowed" : outcome.code, path).toBe("FORBIDDEN");
    }
    // The borrower's sign-step files are not theirs either.
    expect((await signStepFile(it_.world, "consent-check.pdf", cy, "borrower")).status).toBe(404);
  });

  it("answers the coborrower nothing of the borrower's SSN, birth date or income", async () => {
    const { coborrower, borrower, applicationId } = await withInvitedCoborrower();
    const cy = await coborrowerSignedIn(applicationId, coborrower);
    await coborrowerSigns(cy, coborrower);
    const answers = JSON.stringify([
      await cy.trpc.coborrowerSigning.overview.query(),
      await cy.trpc.coborrowerSigning.disclosures.query(),
      await cy.trpc.coborrowerSigning.identity.query(),
    ]);
    for (const value of [
      borrower.ssn,
      borrower.ssn.replace(/\D/g, ""),
      borrower.dateOfBirth,
      borrower.email,
      borrower.lastName === coborrower.lastName ? "" : borrower.lastName,
    ].filter(Boolean))
      expect(answers).not.toContain(value);
    expect(answers).not.toContain("120,000");
  });

  it("never lets the borrower's session sign or verify as the coborrower", async () => {
    const { browser } = await withInvitedCoborrower();
    for (const [path, type, input] of [
      ["coborrowerSigning.overview", "query", undefined],
      ["coborrowerSigning.disclosures", "query", undefined],
      ["coborrowerSigning.sign", "mutation", { signature: "Cy Lee", agree: true }],
      ["coborrowerSigning.consent", "mutation", { code: "ABCDEF" }],
    ] as const) {
      const outcome = await browser.call(path, input, type);
      expect(outcome.ok ? "allowed" : outcome.code, path).toBe("FORBIDDEN");
    }
    expect((await signStepFile(it_.world, "consent-check.pdf", browser, "coborrower")).status).toBe(404);
    const consents = await it_.db
      .select()
      .from(esignConsents)
      .where(eq(esignConsents.signerRole, "coborrower"));
    expect(consents).toEqual([]);
  });

  it("verifies the coborrower only with photos they took: not the borrower's ID, not one filed for them", async () => {
    const { applicationId, coborrower } = await withInvitedCoborrower();
    const cy = await coborrowerSignedIn(applicationId, coborrower);
    await coborrowerSigns(cy, coborrower);
    const link = await linkOf(applicationId);
    const borrowersId = await uploadIdPhoto(it_.world, applicationId, {
      documentType: "passport",
      side: "front",
    });
    const filedForThem = await uploadIdPhoto(it_.world, applicationId, {
      documentType: "passport",
      side: "front",
      borrower: "coborrower",
      uploadedBy: "applicant:someone-else",
    });
    for (const frontDocumentId of [borrowersId, filedForThem])
      expect(
        await refusalOf(
          cy.trpc.coborrowerSigning.verifyIdentity.mutate({ documentType: "passport", frontDocumentId }),
        ),
      ).toMatchObject({ code: "NOT_FOUND" });
    expect(link).toBeDefined();
  });

  it("refuses an account that is no application's coborrower", async () => {
    await withInvitedCoborrower();
    const stranger = it_.world.browser();
    await it_.world.signedUpApplicant(stranger, `stranger.${randomUUID().slice(0, 8)}@mail.test`);
    expect(await refusalOf(stranger.trpc.coborrowerSigning.overview.query())).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("isn’t the coborrower"),
    });
  });
});

describe("the file shows what the coborrower still owes (decision 044)", () => {
  it("adds condition 105 at submission while the coborrower has not finished, and clears it when they do", async () => {
    const coborrower = person("Lee", { firstName: "Cy" });
    const applicant = await applicantWithDocumentsDue(it_.world, { coborrower });
    const id = applicant.ctx.application.id;
    await fileEverythingMissing(applicant.browser, it_.db, id);
    await applicant.browser.trpc.documents.complete.mutate();
    const view = await applicant.browser.trpc.disbursement.get.query();
    await applicant.browser.trpc.disbursement.submit.mutate({
      firstDraw: view.heloc ? String(view.heloc.suggestedDraw) : undefined,
      routingNumber: "322271627",
      accountNumber: "4417123456789",
      accountNumberAgain: "4417123456789",
      accountType: "checking",
      accountHolder: "Ann Lee",
      idempotencyKey: randomUUID(),
    });
    const submitted = await applicant.browser.trpc.submission.submit.mutate();
    expect(submitted.outcome).not.toBe("declined");
    const open = await it_.db
      .select()
      .from(conditions)
      .where(and(eq(conditions.applicationId, id), eq(conditions.code, 105)));
    expect(open).toEqual([
      expect.objectContaining({ status: "open", borrower: "coborrower", kind: "email" }),
    ]);
    // An e-mail condition without a form mails nothing of its own: the invitation says it all.
    expect(
      jobs.sent.some(
        (j) => j.name === "condition.mail" && JSON.stringify(j.data).includes(open[0]?.id ?? "-"),
      ),
    ).toBe(false);

    const cy = await coborrowerSignedIn(id, coborrower);
    await coborrowerSigns(cy, coborrower);
    const accountId = (await linkOf(id))?.applicantId as string;
    await cy.trpc.coborrowerSigning.verifyIdentity.mutate(await coborrowerLicense(id, accountId));
    const [after] = await it_.db
      .select()
      .from(conditions)
      .where(eq(conditions.id, open[0]?.id ?? ""));
    expect(after).toMatchObject({ status: "cleared", clearedBy: `applicant:${accountId}` });
  });
});
