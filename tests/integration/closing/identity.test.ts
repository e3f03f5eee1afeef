import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  auditEvents,
  conditions,
  identityVerifications,
  outsideCalls,
} from "@/server/db/schema";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import {
  applicantAtDisclosures,
  applicantAtIdentityVerification,
  uploadIdPhoto,
} from "../support/closing-journeys";
import { type Person, person } from "../support/prequal-journeys";

const it_ = prequalWorldForEachTest();

/** An applicant at identity verification with both sides of a driver's license uploaded. */
async function withLicense(lastName = "Lee") {
  const borrower = person(lastName);
  const applicant = await applicantAtIdentityVerification(it_.world, { borrower });
  const applicationId = applicant.ctx.application.id;
  const front = await uploadIdPhoto(it_.world, applicationId, {
    documentType: "driver_license",
    side: "front",
  });
  const back = await uploadIdPhoto(it_.world, applicationId, {
    documentType: "driver_license",
    side: "back",
  });
  return {
    ...applicant,
    borrower,
    applicationId,
    input: { documentType: "driver_license" as const, frontDocumentId: front, backDocumentId: back },
  };
}

const statusOf = async (applicationId: string) =>
  (await it_.db.select().from(applications).where(eq(applications.id, applicationId)))[0]?.applicationStatus;
const conditionsOf = (applicationId: string) =>
  it_.db.select().from(conditions).where(eq(conditions.applicationId, applicationId));

/** Nothing the applicant's sealed SSN or birth date could be found in. */
async function expectNoSensitiveValues(p: Person, applicationId: string, answers: unknown[]) {
  const audits = await it_.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subject, `application:${applicationId}`));
  const text = JSON.stringify([answers, audits.map((a) => a.details)]);
  const [month, day, year] = p.dateOfBirth.split("/");
  for (const value of [p.ssn, p.ssn.replace(/\D/g, ""), p.dateOfBirth, `${year}-${month}-${day}`])
    expect(text).not.toContain(value);
}

describe("identityVerification.verify (spec §4 order 23, decision 041)", () => {
  it("passes an ordinary applicant and moves the status to the income documents", async () => {
    const { browser, borrower, applicationId, input } = await withLicense("Lee");
    const verified = await browser.trpc.identityVerification.verify.mutate(input);
    expect(verified).toEqual({ outcome: "pass", conditionId: null, next: "/app/application/upload" });
    expect(await statusOf(applicationId)).toBe("incomeDocs");
    expect(await conditionsOf(applicationId)).toEqual([]);
    const status = await browser.trpc.identityVerification.status.query();
    expect(status.latest).toMatchObject({
      outcome: "pass",
      documentType: "driver_license",
      conditionText: null,
    });
    expect(status.next).toBe("/app/application/upload");
    await expectNoSensitiveValues(borrower, applicationId, [verified, status]);
  });

  it("sends a Review applicant to a person: condition 103 asking for another photo ID, and the status moves on", async () => {
    const { browser, borrower, applicationId, input } = await withLicense("McReview");
    const verified = await browser.trpc.identityVerification.verify.mutate(input);
    expect(verified).toMatchObject({ outcome: "review", next: "/app/application/upload" });
    const [condition] = await conditionsOf(applicationId);
    expect(condition).toMatchObject({
      id: verified.conditionId,
      code: 103,
      kind: "document",
      documentType: "id_document",
      status: "open",
    });
    expect(condition?.text).toMatch(
      /couldn't confirm your identity automatically.*another government-issued photo ID/,
    );
    expect(await statusOf(applicationId)).toBe("incomeDocs");
    const status = await browser.trpc.identityVerification.status.query();
    expect(status.latest?.conditionText).toBe(condition?.text);
    await expectNoSensitiveValues(borrower, applicationId, [verified, status]);
  });

  it("fails a Fraud applicant: condition 104 says what happens next, and the status stays at identity verification", async () => {
    const { browser, borrower, applicationId, input } = await withLicense("Fraudman");
    const verified = await browser.trpc.identityVerification.verify.mutate(input);
    expect(verified).toMatchObject({ outcome: "fail", next: null });
    const [condition] = await conditionsOf(applicationId);
    expect(condition).toMatchObject({ code: 104, documentType: "id_document" });
    expect(condition?.text).toMatch(/will call you within 2 business days/);
    expect(await statusOf(applicationId)).toBe("identityVerification");
    // Again: the ledger answers the first verdict, no second call and no second condition.
    await browser.trpc.identityVerification.verify.mutate(input);
    expect(await conditionsOf(applicationId)).toHaveLength(1);
    const calls = await it_.db
      .select()
      .from(outsideCalls)
      .where(
        and(eq(outsideCalls.port, "identityVerification"), eq(outsideCalls.applicationId, applicationId)),
      );
    expect(calls.map((c) => [c.chargeType, c.outcome, c.adapter])).toEqual([
      ["identityVerification", "found", "sandbox"],
    ]);
    expect(
      await it_.db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.applicationId, applicationId)),
    ).toHaveLength(2);
    await expectNoSensitiveValues(borrower, applicationId, [verified]);
  });

  it("refuses before the disclosures are signed", async () => {
    const { browser, ctx } = await applicantAtDisclosures(it_.world);
    const front = await uploadIdPhoto(it_.world, ctx.application.id, {
      documentType: "passport",
      side: "front",
    });
    expect(
      await refusalOf(
        browser.trpc.identityVerification.verify.mutate({ documentType: "passport", frontDocumentId: front }),
      ),
    ).toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining("Sign your disclosures first") });
    expect(await refusalOf(browser.trpc.identityVerification.status.query())).toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("refuses another applicant's ID photos as not found (attack)", async () => {
    const victim = await withLicense("Lee");
    const attacker = await applicantAtIdentityVerification(it_.world, {
      borrower: person("Lee", { email: "mallory@mail.test" }),
    });
    expect(
      await refusalOf(attacker.browser.trpc.identityVerification.verify.mutate(victim.input)),
    ).toMatchObject({
      code: "NOT_FOUND",
      message: "We couldn't find that photo of your ID. Take the photo again, then verify.",
    });
    expect(
      await it_.db.select().from(outsideCalls).where(eq(outsideCalls.port, "identityVerification")),
    ).toEqual([]);
  });

  it("needs the back of a driver's license, and a photo of the kind named", async () => {
    const { browser, input } = await withLicense("Lee");
    expect(
      await refusalOf(
        browser.trpc.identityVerification.verify.mutate({
          documentType: "driver_license",
          frontDocumentId: input.frontDocumentId,
        }),
      ),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { backDocumentId: ["Take a photo of the back of your ID too."] },
    });
    expect(
      await refusalOf(
        browser.trpc.identityVerification.verify.mutate({
          documentType: "passport",
          frontDocumentId: input.frontDocumentId,
        }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
  });
});
