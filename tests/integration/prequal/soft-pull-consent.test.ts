import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SOFT_PULL_CONSENT_WORDINGS } from "@/domain/prequal/soft-pull-consent";
import { auditEvents, softPullConsents } from "@/server/db/schema";
import {
  answerNewFlowStart,
  coborrowerAnswers,
  creditAnswers,
  creditScoreAnswers,
  oldFlowToCreditScore,
  person,
  saveStep,
  signInWithCode,
} from "../support/prequal-journeys";
import { prequalWorldForEachTest } from "./prequal-world";

const it_ = prequalWorldForEachTest();

/** The consents kept, oldest first, without their ids. */
async function consents() {
  const rows = await it_.db.select().from(softPullConsents).orderBy(asc(softPullConsents.consentedAt));
  return rows.map(({ id: _id, ...rest }) => rest);
}

describe("a consent to a soft pull is kept as given (FCRA; decision 036)", () => {
  it("keeps the new flow's borrower and coborrower consents: when, which words and version, and the lender from its settings", async () => {
    const { world, db } = it_;
    const b = world.browser();
    const ann = person("Lee");
    await answerNewFlowStart(b);
    // Anonymous, the credit step only signs the person up: nothing is consented to yet.
    await b.trpc.prequal.submitCredit.mutate(creditAnswers(ann, "yes"));
    expect(await consents()).toEqual([]);
    await signInWithCode(world, b, ann.email);
    const before = new Date();
    await b.trpc.prequal.submitCredit.mutate(creditAnswers(ann, "yes"));
    world.minutes(2);
    await saveStep(b, "new", "coborrower", coborrowerAnswers(person("Lee", { firstName: "Ben" })));

    const kept = await consents();
    expect(kept).toEqual([
      {
        applicationId: expect.any(String),
        borrower: "borrower",
        wording: "prequal.credit.consent",
        wordingVersion: SOFT_PULL_CONSENT_WORDINGS.newFlowBorrower.version,
        lenderLegalName: "Test Lender LLC",
        consentedAt: before,
      },
      {
        applicationId: kept[0]?.applicationId,
        borrower: "coborrower",
        wording: "prequal.coborrower.consent",
        wordingVersion: SOFT_PULL_CONSENT_WORDINGS.newFlowCoborrower.version,
        lenderLegalName: "Test Lender LLC",
        consentedAt: new Date(before.getTime() + 2 * 60_000),
      },
    ]);
    const audited = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "prequal.softPullConsented"));
    expect(audited.map((a) => a.details)).toEqual([
      expect.objectContaining({ borrower: "borrower", wording: "prequal.credit.consent" }),
      expect.objectContaining({ borrower: "coborrower", wording: "prequal.coborrower.consent" }),
    ]);
    // Nothing about the person is in the record: no SSN, no date of birth.
    expect(JSON.stringify(kept)).not.toContain(ann.ssn.replace(/\D/g, "").slice(-4));
  });

  it("keeps the old flow's consents in the old flow's words, and none for a coborrower no one named", async () => {
    const { world } = it_;
    const b = world.browser();
    const ann = person("Lee");
    await oldFlowToCreditScore(world, b, ann);
    await b.trpc.prequal.submitCreditScore.mutate(creditScoreAnswers(ann));
    expect((await consents()).map((c) => [c.borrower, c.wording, c.lenderLegalName])).toEqual([
      ["borrower", "initialSetup.creditScore.consent", "Test Lender LLC"],
    ]);
    await saveStep(b, "old", "coborrower", coborrowerAnswers(person("Lee", { firstName: "Ben" })));
    expect((await consents()).map((c) => [c.borrower, c.wording])).toEqual([
      ["borrower", "initialSetup.creditScore.consent"],
      ["coborrower", "initialSetup.coborrower.consent"],
    ]);

    const alone = world.browser();
    const bea = person("Lee");
    await oldFlowToCreditScore(world, alone, bea);
    await alone.trpc.prequal.submitCreditScore.mutate(creditScoreAnswers(bea));
    await saveStep(alone, "old", "coborrower", { withCoborrower: false });
    expect((await consents()).filter((c) => c.borrower === "coborrower")).toHaveLength(1);
  });
});
