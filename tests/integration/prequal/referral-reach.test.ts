import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import { sessionCookieName } from "@/server/auth/realms";
import { applications, auditEvents, documents, referrerConsents } from "@/server/db/schema";
import { createStaffDocumentDownload } from "@/server/documents/staff-document-download";
import { applicantWithDocumentsDue, fileDocument } from "../documents/documents-world";
import type { Browser } from "../support/auth-client";
import { person, saveStep, signInWithCode } from "../support/prequal-journeys";
import { prequalWorldForEachTest, refusalOf } from "./prequal-world";

/**
 * Issue 19 item 2 (decision 070): a partner's referral link reaches only the NEW draft it made,
 * before the credit step, whose e-mail is the link's, and only once the applicant agrees on a
 * screen that names the partner. An application of the lender's never moves into a partner's reach.
 */
const it_ = prequalWorldForEachTest();

const SOMEONE_ELSE = { firstName: "Someone", lastName: "Else", email: "someone.else@mail.test" };

async function partner(name: string) {
  const { world } = it_;
  const organisation = await world.organisation(name);
  const admin = world.browser();
  await world.signedInStaff(admin, await world.staff(organisation.id, "admin"));
  return { organisation, admin };
}

async function referralToken(
  admin: Browser,
  referred: { firstName: string; lastName: string; email: string },
) {
  const { url } = await admin.trpc.referrals.create.mutate(referred);
  return new URL(url).searchParams.get("ref") as string;
}

/** The partner's way to a file: the portal's download route, with the admin's session. */
async function partnerDownload(admin: Browser, documentId: string) {
  const { api } = it_.world;
  const cookie = `${sessionCookieName("portal", api.runtime.secure)}=${admin.sessionCookie("portal")}`;
  const download = createStaffDocumentDownload({
    auth: async () => api.runtime,
    prequal: async () => api.prequal,
    storage: api.documents.storage,
  });
  return download(
    new Request(`http://localhost/api/portal-documents/${documentId}/file`, { headers: { cookie } }),
  );
}

/** Someone opens the link in a browser where nobody is signed in, then signs in there with a mailed code. */
async function openLinkThenSignIn(token: string, email: string, agree: boolean) {
  const { world } = it_;
  const b = world.browser();
  expect(await b.trpc.prequal.startFromReferral.mutate({ token })).toEqual({
    next: "/app/initial-setup/mcr",
  });
  if (agree) await b.trpc.prequal.shareWithReferrer.mutate({ flow: "old", consent: true });
  await b.form("applicant", "/signin/email", { email });
  await signInWithCode(world, b, email);
  await b.trpc.prequal.record.query(); // the first call with the session claims the draft
  return b;
}

describe("a referral link opened by an applicant who has a submitted application", () => {
  async function submittedApplicationWithAFile() {
    const { world, db } = it_;
    const ann = person("Landlord", { firstName: "Ann", email: "ann.landlord@mail.test" });
    const applying = await applicantWithDocumentsDue(world, { borrower: ann });
    const applicationId = applying.ctx.application.id;
    await db
      .update(applications)
      .set({ applicationStatus: "applicationSubmitted", statusOrder: statusOrder("applicationSubmitted") })
      .where(eq(applications.id, applicationId));
    const documentId = await fileDocument(db, applicationId, { documentType: "passport" });
    const [file] = await db.select().from(documents).where(eq(documents.id, documentId));
    await world.api.documents.storage.put(file?.storageKey as string, new TextEncoder().encode("%PDF-1.7"), {
      contentType: "application/pdf",
    });
    return { ann, applicationId, documentId };
  }

  it("keeps the application out of the partner's reach when the link was for someone else, even if she ticks the box: the partner gets 404 on her files", async () => {
    const { db } = it_;
    const { admin } = await partner("Acme Credit Union");
    const { ann, applicationId, documentId } = await submittedApplicationWithAFile();
    const token = await referralToken(admin, SOMEONE_ELSE);

    const later = await openLinkThenSignIn(token, ann.email, true);

    const [own] = await db.select().from(applications).where(eq(applications.id, applicationId));
    expect(own).toMatchObject({
      organisationId: null,
      referralId: null,
      applicationStatus: "applicationSubmitted",
    });
    expect((await admin.trpc.portal.pipeline.list.query({ page: 1 })).applications).toEqual([]);
    const refused = await refusalOf(admin.trpc.portal.applicantDocuments.get.query({ applicationId }));
    expect(refused.code).toBe("NOT_FOUND");
    expect((await partnerDownload(admin, documentId)).status).toBe(404);
    // The draft the link made is retired with nothing of the partner's left on it.
    expect(
      (await db.select().from(applications)).filter(
        (a) => a.organisationId !== null || a.referralId !== null,
      ),
    ).toEqual([]);
    const [detached] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "prequal.referralDetached"));
    expect(detached?.details).toMatchObject({ reason: "applicantHasAnApplication" });
    expect(await later.trpc.prequal.journey.query({ flow: "old" })).toMatchObject({
      referred: false,
      referrer: null,
      status: "applicationSubmitted",
    });
  });

  it("keeps it out even when the link was made for her own e-mail: a referral never moves an application", async () => {
    const { db } = it_;
    const { admin } = await partner("Acme Credit Union");
    const { ann, applicationId, documentId } = await submittedApplicationWithAFile();
    const token = await referralToken(admin, { firstName: "Ann", lastName: "Landlord", email: ann.email });

    await openLinkThenSignIn(token, ann.email, true);

    const [own] = await db.select().from(applications).where(eq(applications.id, applicationId));
    expect(own?.organisationId).toBeNull();
    expect((await partnerDownload(admin, documentId)).status).toBe(404);
    expect((await admin.trpc.portal.pipeline.list.query({ page: 1 })).applications).toEqual([]);
  });
});

describe("a referral link that makes a new lead", () => {
  it("lets the partner follow the lead once she agrees, and keeps it when she signs up with the link's e-mail", async () => {
    const { world, db } = it_;
    const { organisation, admin } = await partner("Acme Credit Union");
    const rita = { firstName: "Rita", lastName: "Moss", email: "rita.moss@mail.test" };
    const b = world.browser();
    await b.trpc.prequal.startFromReferral.mutate({ token: await referralToken(admin, rita) });
    await b.trpc.prequal.shareWithReferrer.mutate({ flow: "old", consent: true });
    await saveStep(b, "old", "mcr", {});
    await b.trpc.prequal.createAccount.mutate({ flow: "old", email: rita.email, phone: "(302) 555-0177" });
    await signInWithCode(world, b, rita.email);
    await b.trpc.prequal.record.query();

    const [lead] = await db.select().from(applications);
    expect(lead).toMatchObject({ organisationId: organisation.id, applicantId: expect.any(String) });
    expect(
      (await admin.trpc.portal.pipeline.list.query({ page: 1 })).applications.map((a) => a.applicationId),
    ).toEqual([lead?.id]);
  });

  it("leaves the lead the lender's alone when she does not agree", async () => {
    const { world, db } = it_;
    const { admin } = await partner("Acme Credit Union");
    const b = world.browser();
    await b.trpc.prequal.startFromReferral.mutate({ token: await referralToken(admin, SOMEONE_ELSE) });
    await saveStep(b, "old", "mcr", {});
    expect((await db.select().from(applications))[0]?.organisationId).toBeNull();
    expect(await db.select().from(referrerConsents)).toEqual([]);
    expect((await admin.trpc.portal.pipeline.list.query({ page: 1 })).applications).toEqual([]);
  });

  it("takes the partner's reach and answers off the lead when someone of another e-mail signs in with it", async () => {
    const { world, db } = it_;
    const { admin } = await partner("Acme Credit Union");
    await world.signedUpApplicant(world.browser(), "ann.lee@mail.test");
    const b = await openLinkThenSignIn(await referralToken(admin, SOMEONE_ELSE), "ann.lee@mail.test", true);
    const [draft] = await db.select().from(applications);
    expect(draft).toMatchObject({
      organisationId: null,
      referralId: null,
      answers: {},
      applicationStatus: null,
    });
    expect((await admin.trpc.portal.pipeline.list.query({ page: 1 })).applications).toEqual([]);
    expect(await b.trpc.prequal.journey.query({ flow: "old" })).toMatchObject({
      referred: false,
      referrer: null,
    });
  });

  it("refuses her consent once the lead's e-mail is no longer the link's, and past the credit step", async () => {
    const { world, db } = it_;
    const { admin } = await partner("Acme Credit Union");
    const b = world.browser();
    await b.trpc.prequal.startFromReferral.mutate({ token: await referralToken(admin, SOMEONE_ELSE) });
    await saveStep(b, "old", "mcr", {});
    await b.trpc.prequal.createAccount.mutate({
      flow: "old",
      email: "ann.lee@mail.test",
      phone: "(302) 555-0177",
    });
    const refused = await refusalOf(b.trpc.prequal.shareWithReferrer.mutate({ flow: "old", consent: true }));
    expect(refused.code).toBe("CONFLICT");
    expect(refused.message).toMatch(/^This link was made for another e-mail address/);
    expect((await db.select().from(applications))[0]?.organisationId).toBeNull();

    const [lead] = await db.select().from(applications);
    await db
      .update(applications)
      .set({
        answers: { ...(lead?.answers as object), borrower: SOMEONE_ELSE },
        applicationStatus: "creditScore",
      })
      .where(eq(applications.id, lead?.id as string));
    const late = await refusalOf(b.trpc.prequal.shareWithReferrer.mutate({ flow: "old", consent: true }));
    expect(late.message).toMatch(/^Your application is past the point/);
  });
});
