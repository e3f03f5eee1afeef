import { describe, expect, it } from "vitest";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { debtDecisions as decisions, ESCROW } from "../support/application-debt-answers";
import { applicantApplying } from "../support/application-journeys";
import { applicationContextOf, applicationRow, saveScreensBefore } from "../support/application-sections";
import {
  amountShown,
  homeMortgageIds,
  newFlowToOffer,
  newFlowToPull,
  person,
  saveStep,
} from "../support/prequal-journeys";

const it_ = prequalWorldForEachTest();

/**
 * A landlord who chose at prequal's debts step to pay off the card, accepted the offer, and saved
 * every screen before debt consolidation.
 */
async function landlordAtDebts() {
  const browser = it_.world.browser();
  const borrower = person("Landlord");
  expect(await newFlowToPull(it_.world, browser, borrower)).toEqual({ next: "/prequal/mortgage-select" });
  await saveStep(browser, "new", "mortgage-select", { mortgageIds: await homeMortgageIds(browser) });
  const journey = await browser.trpc.prequal.journey.query({ flow: "new" });
  const card = journey.reportLiabilities.find((l) => l.creditor === "Sandbox Bank Visa");
  if (!card) throw new Error("the landlord has a card");
  await saveStep(browser, "new", "debts", { payoffLiabilityIds: [card.id] });
  expect(await browser.trpc.prequal.acceptOffer.mutate({ flow: "new" })).toEqual({
    next: "/app/application/1",
  });
  const ctx = await applicationContextOf(it_.world.api.prequal, borrower.email);
  await saveScreensBefore(ctx, "debtConsolidation");
  return { browser, ctx, cardId: card.id };
}

describe("application.debtConsolidation.get", () => {
  it("lists the report's debts once each, starting from the payoffs chosen at prequal's debts step", async () => {
    const { browser, cardId } = await landlordAtDebts();
    const view = await browser.trpc.application.debtConsolidation.get.query();
    expect(view.debts.map((d) => [d.creditor, d.isMortgage])).toEqual([
      ["Sandbox Bank Visa", false],
      ["Sandbox Auto Finance", false],
      ["Sandbox Home Loans", true],
      ["Sandbox Investor Mortgage", true],
    ]);
    expect(view.debts.every((d) => d.debtor === "borrower")).toBe(true);
    expect(view.version).toBe(0);
    expect(view.answers.decisions.find((d) => d.id === cardId)?.action).toBe("payOff");
    expect(view.offer).toMatchObject({ product: "heloc", payoffTotal: 2_350 });
    // The line less the debts paid off and the origination fee (decision 021).
    expect(view.offer?.cashLeft).toBeLessThan((view.offer?.line ?? 0) - 2_350);
  });
});

describe("whose debt it is (spec §3 debtor)", () => {
  it("marks the coborrower's own accounts and the shared mortgage on a joint report, and takes an added joint debt", async () => {
    const { browser, borrower } = await applicantApplying(it_.world, {
      borrower: person("Lee"),
      coborrower: person("Landlord", { firstName: "Ben" }),
    });
    const view = await browser.trpc.application.debtConsolidation.get.query();
    expect(view.hasCoborrower).toBe(true);
    const debtorOf = (creditor: string) =>
      view.debts.filter((d) => d.creditor === creditor).map((d) => d.debtor);
    expect(debtorOf("Sandbox Home Loans")).toEqual(["joint"]);
    expect(debtorOf("Sandbox Bank Visa").sort()).toEqual(["borrower", "coborrower"]);
    expect(debtorOf("Sandbox Investor Mortgage")).toEqual(["coborrower"]);

    const ctx = await applicationContextOf(it_.world.api.prequal, borrower.email);
    await saveScreensBefore(ctx, "debtConsolidation");
    const chosen = await decisions(browser);
    chosen.answers.added = [
      {
        creditor: "Family loan",
        type: "other",
        balance: "$5,000",
        monthlyPayment: "$200",
        debtor: "joint",
        toBePaidOff: "no",
      },
    ];
    const saved = await browser.trpc.application.debtConsolidation.save.mutate(chosen as never);
    expect(saved.version).toBe(1);
  });
});

describe("application.debtConsolidation.save", () => {
  it("saves the decisions, moves on to demographics and the status to application7", async () => {
    const { browser, ctx } = await landlordAtDebts();
    const saved = await browser.trpc.application.debtConsolidation.save.mutate(
      (await decisions(browser)) as never,
    );
    expect(saved).toMatchObject({ version: 1, next: "/app/application/6" });
    expect((await applicationRow(it_.db, ctx.application.id)).applicationStatus).toBe("application7");
    const view = await browser.trpc.application.debtConsolidation.get.query();
    expect(view.version).toBe(1);
    expect(view.answers.decisions.find((d) => d.id === "p0m0")?.escrow).toEqual({
      taxIncludedInMonthlyPayment: true,
      insuranceIncludedInMonthlyPayment: false,
      monthlyTaxPayment: 300,
      monthlyInsurancePayment: 95,
    });
  });

  it("prices the offer again when a debt is paid off: the payoff total and the cash left change", async () => {
    const { browser, ctx } = await landlordAtDebts();
    const before = await applicationRow(it_.db, ctx.application.id);
    const chosen = await decisions(browser, {
      "Sandbox Bank Visa": { action: "payOff" },
      "Sandbox Auto Finance": { action: "payOff" },
    });
    const saved = await browser.trpc.application.debtConsolidation.save.mutate(chosen as never);
    expect(saved.offer).toMatchObject({ product: "heloc", payoffTotal: 2_350 + 14_800 });
    expect(saved.offer?.cashLeft).toBeLessThan((saved.offer?.line ?? 0) - 17_150);
    expect(saved.notices).toEqual([
      expect.stringMatching(/^Your offer was updated: .*\$17,150 paying off debts/),
    ]);
    const after = await applicationRow(it_.db, ctx.application.id);
    expect(after.currentOfferId).not.toBe(before.currentOfferId);
    const offer = await browser.trpc.prequal.offer.query({ flow: "new" });
    if (offer.declined || offer.product !== "heloc") throw new Error("the landlord keeps a HELOC offer");
    expect(offer.heloc.payoffTotal).toBe(17_150);
    expect(amountShown(offer.heloc.cashLeft)).toBe(saved.offer?.cashLeft);

    // Paying off nothing brings the payoff back to $0 on the next pricing.
    const none = await decisions(browser);
    const again = await browser.trpc.application.debtConsolidation.save.mutate(none as never);
    expect(again.offer?.payoffTotal).toBe(0);

    // The same decisions saved again price nothing and announce nothing.
    const priced = (await applicationRow(it_.db, ctx.application.id)).currentOfferId;
    const same = await browser.trpc.application.debtConsolidation.save.mutate(
      (await decisions(browser)) as never,
    );
    expect(same.notices).toEqual([]);
    expect((await applicationRow(it_.db, ctx.application.id)).currentOfferId).toBe(priced);
  });

  it("counts a debt the applicant adds and pays off, and takes a debt left out off the monthly debts", async () => {
    const { browser, ctx } = await landlordAtDebts();
    const chosen = await decisions(browser, {
      "Sandbox Auto Finance": { action: "omit", omitReason: "paidByOthers" },
    });
    chosen.answers.added = [
      {
        creditor: "Family loan",
        type: "other",
        balance: "$5,000",
        monthlyPayment: "$200",
        debtor: "borrower",
        toBePaidOff: "yes",
      },
    ];
    const saved = await browser.trpc.application.debtConsolidation.save.mutate(chosen as never);
    expect(saved.offer?.payoffTotal).toBe(5_000);
    const row = await applicationRow(it_.db, ctx.application.id);
    expect((row.answers as { debtConsolidation?: unknown }).debtConsolidation).toEqual({
      payoffTotal: 5_000,
      payoffMonthlyPayments: 200,
      monthlyDebtAdjustment: 200 - 465,
    });
  });

  it.each([
    [
      "decisions.1.omitReason",
      { "Sandbox Auto Finance": { action: "omit" } },
      "Choose why this debt should be left out",
    ],
    [
      "decisions.1.omitNote",
      { "Sandbox Auto Finance": { action: "omit", omitReason: "other" } },
      "Tell us in a few words why this debt should be left out",
    ],
    [
      "decisions.0.action",
      { "Sandbox Bank Visa": { action: "sell" } },
      "Choose keep, pay off or leave out for this debt",
    ],
    [
      "decisions.2.escrow",
      { "Sandbox Home Loans": { escrow: undefined } },
      "Tell us whether the payment to Sandbox Home Loans includes property taxes and insurance",
    ],
    [
      "decisions.2.escrow.monthlyTaxPayment",
      { "Sandbox Home Loans": { escrow: { ...ESCROW, monthlyTaxPayment: "" } } },
      "Enter the monthly property tax",
    ],
  ])("refuses %s with a sentence beside the field", async (field, changes, sentence) => {
    const { browser } = await landlordAtDebts();
    const refusal = await refusalOf(
      browser.trpc.application.debtConsolidation.save.mutate((await decisions(browser, changes)) as never),
    );
    expect(refusal.code).toBe("BAD_REQUEST");
    expect(refusal.fieldErrors, JSON.stringify(refusal.fieldErrors)).toEqual({
      [`answers.${field}`]: [sentence],
    });
  });

  it("refuses a debt left without a decision, an added debt of a coborrower who is not there, and a fractional balance", async () => {
    const { browser } = await landlordAtDebts();
    const all = await decisions(browser);
    const missing = { ...all, answers: { ...all.answers, decisions: all.answers.decisions.slice(1) } };
    expect(
      (await refusalOf(browser.trpc.application.debtConsolidation.save.mutate(missing as never))).fieldErrors,
    ).toEqual({
      "answers.decisions": ["Choose keep, pay off or leave out for Sandbox Bank Visa"],
    });
    const added = {
      creditor: "Family loan",
      type: "other",
      balance: "$5,000",
      monthlyPayment: "$200",
      debtor: "joint",
      toBePaidOff: "no",
    };
    const joint = { ...all, answers: { ...all.answers, added: [added] } };
    expect(
      (await refusalOf(browser.trpc.application.debtConsolidation.save.mutate(joint as never))).fieldErrors,
    ).toEqual({
      "answers.added.0.debtor": ["Without a coborrower, a debt you add is yours. Choose you"],
    });
    const cents = {
      ...all,
      answers: { ...all.answers, added: [{ ...added, debtor: "borrower", balance: "12.50" }] },
    };
    expect(
      (await refusalOf(browser.trpc.application.debtConsolidation.save.mutate(cents as never))).fieldErrors,
    ).toEqual({
      "answers.added.0.balance": ["Enter the balance in whole dollars, $0 or more"],
    });
  });

  it("refuses a save before the screens ahead of it, and a stale version", async () => {
    const { browser } = await applicantApplying(it_.world, { borrower: person("Landlord") });
    const early = await decisions(browser);
    expect(
      await refusalOf(browser.trpc.application.debtConsolidation.save.mutate(early as never)),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "Finish “Personal information” first.",
    });

    const at = await landlordAtDebts();
    const first = await decisions(at.browser);
    await at.browser.trpc.application.debtConsolidation.save.mutate(first as never);
    expect(
      await refusalOf(at.browser.trpc.application.debtConsolidation.save.mutate(first as never)),
    ).toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/^These answers were changed in another tab/),
    });
  });

  it("refuses anyone but the applicant whose offer is accepted; another applicant sees only their own debts", async () => {
    const landlord = await landlordAtDebts();
    await landlord.browser.trpc.application.debtConsolidation.save.mutate(
      (await decisions(landlord.browser)) as never,
    );
    const other = await applicantApplying(it_.world);
    const theirs = await other.browser.trpc.application.debtConsolidation.get.query();
    expect(theirs.version).toBe(0);
    expect(theirs.debts.map((d) => d.creditor)).not.toContain("Sandbox Investor Mortgage");
    expect(await refusalOf(it_.world.browser().trpc.application.debtConsolidation.get.query())).toMatchObject(
      {
        code: "UNAUTHORIZED",
      },
    );
    const notAccepted = it_.world.browser();
    await newFlowToOffer(it_.world, notAccepted, person("Lee"));
    expect(await refusalOf(notAccepted.trpc.application.debtConsolidation.get.query())).toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
