import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { controlCharacterSentence } from "@/domain/prequal/field-inputs";
import { applications } from "@/server/db/schema";
import { applicantAt } from "./application/declarations-world";
import { applicantWithDocumentsDue } from "./documents/documents-world";
import { prequalWorldForEachTest, refusalOf } from "./prequal/prequal-world";
import { jobsAnswers, monthsAgo } from "./support/application-income-journeys";
import { saveStep } from "./support/prequal-journeys";

/**
 * Issue 19 item 7: a NUL (or any control character) in typed text is refused by the one shared
 * text schema with a sentence, 400, on PGlite and on PostgreSQL alike; before, the database
 * refused it (22P05, a 500) or the bank connection said it could not reach the bank.
 */
const it_ = prequalWorldForEachTest();
const NUL = "\u0000";

describe("a control character in free text is refused with a sentence, never a 500", () => {
  it("in the address step's street", async () => {
    const refused = await refusalOf(
      saveStep(it_.world.browser(), "new", "address", {
        address: { line1: `12 Elm${NUL} Street`, city: "Wilmington", state: "DE", zip: "19801" },
        estimatedValue: "$450,000",
      }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(refused.fieldErrors?.["answers.address.line1"]).toEqual([
      controlCharacterSentence("street address"),
    ]);
  });

  it("in an employer's name", async () => {
    const { browser } = await applicantAt(it_.world, "employment");
    const answers = jobsAnswers([[monthsAgo(36), undefined, { employerName: `Acme${NUL} Corp` }]]);
    const refused = await refusalOf(
      browser.trpc.application.employment.save.mutate({ who: "borrower", version: 0, answers }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(Object.values(refused.fieldErrors ?? {}).flat()).toContain(
      controlCharacterSentence("employer or business name"),
    );
  });

  it("in the reason a loan officer gives for a document request", async () => {
    const { world, db } = it_;
    const applicant = await applicantWithDocumentsDue(world);
    const organisation = await world.organisation("Acme Credit Union");
    const applicationId = applicant.ctx.application.id;
    await db
      .update(applications)
      .set({ organisationId: organisation.id })
      .where(eq(applications.id, applicationId));
    const officer = world.browser();
    await world.signedInStaff(officer, await world.staff(organisation.id, "loanOfficer"));
    const refused = await refusalOf(
      officer.trpc.portal.applicantDocuments.request.mutate({
        applicationId,
        documentType: "bank_statements",
        reason: `One more${NUL} month.`,
      }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(refused.fieldErrors?.reason).toEqual([controlCharacterSentence("reason")]);
  });

  it("in the bank's name to connect, which is not told as an unreachable bank", async () => {
    const { browser } = await applicantWithDocumentsDue(it_.world);
    const refused = await refusalOf(
      browser.trpc.bankStatements.connect.mutate({ institution: `First${NUL} Harbor` }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(refused.fieldErrors?.institution).toEqual([controlCharacterSentence("name of your bank")]);
    expect(refused.message).not.toMatch(/could not reach/i);
  });
});
