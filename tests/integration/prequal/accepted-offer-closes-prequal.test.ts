import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STATUS_MOVES_FORWARD } from "@/domain/application/status-moves";
import { OFFER_ACCEPTED } from "@/domain/prequal/prequal-closed";
import { applications } from "@/server/db/schema";
import { saveProgress } from "@/server/services/prequal/application-store";
import { applicantApplying } from "../support/application-journeys";
import type { Browser } from "../support/auth-client";
import {
  creditAnswers,
  creditScoreAnswers,
  HOME,
  helocTerms,
  homeMortgageIds,
  newFlowToPull,
  oldFlowToCreditScore,
  person,
  saveStep,
} from "../support/prequal-journeys";
import { prequalWorldForEachTest, refusalOf } from "./prequal-world";

const it_ = prequalWorldForEachTest();

/** The probe's approved application: an accepted offer whose status has reached Submitted. */
async function submittedApplication() {
  const { browser, borrower } = await applicantApplying(it_.world);
  await it_.db.update(applications).set({ applicationStatus: "applicationSubmitted", statusOrder: 26 });
  const [row] = await it_.db.select().from(applications);
  if (!row) throw new Error("no application");
  return { browser, borrower, row };
}

async function rowOf(id: string) {
  const [row] = await it_.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

const stranger = () => person("Stone", { firstName: "Mallory", annualIncome: "$900,000" });

async function expectClosed(call: Promise<unknown>) {
  expect(await refusalOf(call)).toMatchObject({ code: "CONFLICT", httpStatus: 409, message: OFFER_ACCEPTED });
}

describe("an accepted offer closes prequalification (issue 19, decision 067)", () => {
  it("refuses prequal.submitCredit with another person's name, birth date, SSN, income and e-mail, and changes nothing", async () => {
    const { browser, row } = await submittedApplication();
    await expectClosed(browser.trpc.prequal.submitCredit.mutate(creditAnswers(stranger())));
    expect(await rowOf(row.id)).toEqual(row);
  });

  it("refuses prequal.submitCreditScore on an approved application of the old flow, and keeps its SSN", async () => {
    const b = it_.world.browser();
    const ann = person("Lee");
    await oldFlowToCreditScore(it_.world, b, ann);
    await b.trpc.prequal.submitCreditScore.mutate(creditScoreAnswers(ann));
    await saveStep(b, "old", "coborrower", { withCoborrower: false });
    await saveStep(b, "old", "mortgage-balance", { mortgageIds: await homeMortgageIds(b, "old") });
    await b.trpc.prequal.acceptOffer.mutate({ flow: "old" });
    await saveStep(b, "old", "mcr", {});
    const [before] = await it_.db.select().from(applications);
    if (!before) throw new Error("no application");
    expect(before.applicationStatus).toBe("application");

    await expectClosed(b.trpc.prequal.submitCreditScore.mutate(creditScoreAnswers(stranger())));
    expect(await rowOf(before.id)).toEqual(before);
  });

  it("refuses prequal.chooseDraw after acceptance, and keeps the draw", async () => {
    const { browser, row } = await submittedApplication();
    await expectClosed(browser.trpc.prequal.chooseDraw.mutate({ flow: "new", draw: 15_000 }));
    expect(await rowOf(row.id)).toEqual(row);
  });

  it("refuses every other prequalification change once the offer is accepted", async () => {
    const { browser, borrower, row } = await submittedApplication();
    const calls: Record<string, (b: Browser) => Promise<unknown>> = {
      saveStep: (b) => saveStep(b, "new", "address", { address: HOME, estimatedValue: "$900,000" }),
      createAccount: (b) =>
        b.trpc.prequal.createAccount.mutate({ flow: "old", email: borrower.email, phone: borrower.phone }),
      pullCredit: (b) => b.trpc.prequal.pullCredit.mutate({ flow: "new" }),
      acceptOffer: (b) => b.trpc.prequal.acceptOffer.mutate({ flow: "new" }),
      joinWaitlist: (b) => b.trpc.prequal.joinWaitlist.mutate({ email: borrower.email }),
      remindMe: (b) => b.trpc.prequal.remindMe.mutate(),
      startFromReferral: (b) => b.trpc.prequal.startFromReferral.mutate({ token: "r".repeat(40) }),
    };
    for (const [name, call] of Object.entries(calls)) {
      expect(await refusalOf(call(browser)), name).toMatchObject({
        httpStatus: 409,
        message: OFFER_ACCEPTED,
      });
    }
    expect(await rowOf(row.id)).toEqual(row);
  });

  it("still answers the reads a returning applicant needs", async () => {
    const { browser } = await submittedApplication();
    expect(await browser.trpc.prequal.resume.query({ flow: "new" })).toEqual({
      path: "/app/application/submitted",
    });
    expect(helocTerms(await browser.trpc.prequal.offer.query({ flow: "new" })).line).toBeGreaterThan(0);
  });
});

describe("a status past prequalification never moves back (issue 19, decision 067)", () => {
  it("refuses to write an earlier status over a submitted application, and leaves the row as it was", async () => {
    const { row } = await submittedApplication();
    await expect(saveProgress(it_.db, row, { status: "application", now: new Date() })).rejects.toThrow(
      STATUS_MOVES_FORWARD,
    );
    expect(await rowOf(row.id)).toEqual(row);
  });
});

describe("after the credit pull the credit step names the same person (decision 067)", () => {
  it("refuses another SSN, birth date or name before the offer is accepted, and changes nothing", async () => {
    const b = it_.world.browser();
    const ann = person("Lee");
    await newFlowToPull(it_.world, b, ann);
    const [before] = await it_.db.select().from(applications);
    if (!before) throw new Error("no application");

    const other = stranger();
    for (const change of [{ ssn: other.ssn }, { dateOfBirth: "01/01/1990" }, { lastName: "Stone" }]) {
      const refused = await refusalOf(
        b.trpc.prequal.submitCredit.mutate(creditAnswers({ ...ann, ...change })),
      );
      expect(refused, JSON.stringify(change)).toMatchObject({ httpStatus: 400 });
      expect(
        Object.values(refused.fieldErrors ?? {})
          .flat()
          .join(" "),
      ).toMatch(/we checked your credit with/);
    }
    expect(await rowOf(before.id)).toEqual(before);
  });

  it("takes the same person again, with a new income", async () => {
    const b = it_.world.browser();
    const ann = person("Lee");
    await newFlowToPull(it_.world, b, ann);
    await b.trpc.prequal.submitCredit.mutate(creditAnswers({ ...ann, annualIncome: "$130,000" }));
    const journey = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(journey.answers.borrower?.annualIncome).toBe(130_000);
  });
});
