import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type HelocPricingInput, priceHeloc } from "@/domain/pricing/heloc-offer";
import { type MortgagePricingInput, priceMortgage } from "@/domain/pricing/mortgage-offer";
import { rateSheetInput } from "@/domain/pricing/rate-sheet";
import { applications, offers, rateSheets } from "@/server/db/schema";
import type { Browser } from "../support/auth-client";
import {
  homeMortgageIds,
  NEW_FLOW_START,
  newFlowToOffer,
  newFlowToPull,
  person,
  saveStep,
  signInWithCode,
  submitCreditSigningUp,
} from "../support/prequal-journeys";
import { prequalWorldForEachTest } from "./prequal-world";

const it_ = prequalWorldForEachTest();

type Purpose =
  | { purpose: "purchase"; purchasePrice: string; downPayment: string }
  | { purpose: "rateTerm" }
  | { purpose: "cashOut"; cashOutAmount: string };

/** The new flow with a mortgage asked for at new-mortgage, through the pull and mortgage-select. */
async function newFlowMortgageOffer(b: Browser, purpose: Purpose) {
  const { world } = it_;
  const [buildingType, address, listed] = NEW_FLOW_START;
  for (const { step, answers } of [buildingType, address, listed]) await saveStep(b, "new", step, answers);
  expect(await saveStep(b, "new", "new-mortgage", { product: "mortgage", ...purpose })).toEqual({
    next: "/prequal/derogatory",
  });
  await saveStep(b, "new", "derogatory", NEW_FLOW_START[4].answers);
  expect(await submitCreditSigningUp(world, b, person("Lee"))).toEqual({ next: "/prequal/credit-check" });
  expect(await b.trpc.prequal.pullCredit.mutate({ flow: "new" })).toEqual({
    next: "/prequal/mortgage-select",
  });
  // A mortgage has no debts step: mortgage-select goes straight to the offer.
  expect(await saveStep(b, "new", "mortgage-select", { mortgageIds: await homeMortgageIds(b) })).toEqual({
    next: "/prequal/preview-offer",
  });
  const offer = await b.trpc.prequal.offer.query({ flow: "new" });
  if (offer.declined || offer.product !== "mortgage")
    throw new Error(`No mortgage offer: ${JSON.stringify(offer)}`);
  return offer.mortgage.offers;
}

/** Each product priced with what a borrower must see: P&I, taxes, insurance, an APR at or above the rate. */
function expectPricedProducts(
  products: Awaited<ReturnType<typeof newFlowMortgageOffer>>,
  loanAmount: number,
) {
  expect(products.map((p) => [p.productId, p.termYears])).toEqual([
    ["fixed30", 30],
    ["fixed15", 15],
    ["arm7y6m", 30],
  ]);
  for (const p of products) {
    expect(p.loanAmount.value, p.productId).toBe(loanAmount);
    expect(p.rate.value).toBeGreaterThan(0);
    expect(p.principalAndInterest.value).toBeGreaterThan(0);
    expect(p.monthlyTaxes.value).toBeGreaterThan(0);
    expect(p.monthlyInsurance.value).toBeGreaterThan(0);
    expect(p.apr.value).toBeGreaterThanOrEqual(p.rate.value);
    expect(p.totalMonthlyPayment.value).toBeGreaterThan(p.principalAndInterest.value);
  }
  const arm = products.find((p) => p.productId === "arm7y6m");
  expect(arm?.adjustable).toMatchObject({ fixedYears: 7, adjustEveryMonths: 6 });
  // The 15-year loan costs more a month than the 30-year one.
  expect(products[1]?.principalAndInterest.value).toBeGreaterThan(
    products[0]?.principalAndInterest.value ?? 0,
  );
}

describe("the new flow's mortgage, priced at preview-offer (issue 8 product choice)", () => {
  it("prices a purchase: the price less the down payment, in 30-year, 15-year and 7/6 ARM products", async () => {
    const products = await newFlowMortgageOffer(it_.world.browser(), {
      purpose: "purchase",
      purchasePrice: "$400,000",
      downPayment: "$80,000",
    });
    expectPricedProducts(products, 320_000);
  });

  it("prices a rate-and-term refinance: the home's mortgage balance", async () => {
    const products = await newFlowMortgageOffer(it_.world.browser(), { purpose: "rateTerm" });
    expectPricedProducts(products, 155_000);
  });

  it("prices a cash-out refinance: the home's mortgage plus the cash", async () => {
    const products = await newFlowMortgageOffer(it_.world.browser(), {
      purpose: "cashOut",
      cashOutAmount: "$40,000",
    });
    expectPricedProducts(products, 195_000);
  });
});

describe("the Solar and Student personas (docs/architecture.md): an offer", () => {
  it("Solar: an offer, with the Mosaic loan shown as not payable and kept out of the payoff even if sent", async () => {
    const { world } = it_;
    const b = world.browser();
    expect(await newFlowToPull(world, b, person("Solar"))).toEqual({ next: "/prequal/mortgage-select" });
    await saveStep(b, "new", "mortgage-select", { mortgageIds: await homeMortgageIds(b) });
    const { reportLiabilities } = await b.trpc.prequal.journey.query({ flow: "new" });
    const mosaic = reportLiabilities.find((l) => /mosaic/i.test(l.creditor));
    const card = reportLiabilities.find((l) => l.type === "revolving");
    expect(mosaic).toMatchObject({ balance: 24_500, excludedFromPayoff: true });
    if (!mosaic || !card) throw new Error("the Solar file has a Mosaic loan and a card");
    expect(await saveStep(b, "new", "debts", { payoffLiabilityIds: [mosaic.id, card.id] })).toEqual({
      next: "/prequal/preview-offer",
    });
    const offer = await b.trpc.prequal.offer.query({ flow: "new" });
    if (offer.declined || offer.product !== "heloc") throw new Error("Solar gets a HELOC offer");
    expect(offer.heloc.payoffTotal).toBe(card.balance);
    expect(offer.heloc.cashLeft.value).toBe(
      offer.heloc.line.value - card.balance - offer.heloc.originationFee.value,
    );
  });

  it("Student: an offer, and the student loan can be paid off at closing", async () => {
    const { world } = it_;
    const b = world.browser();
    const plain = await newFlowToOffer(world, b, person("Student"));
    expect(plain).toMatchObject({ declined: false, product: "heloc" });
    const { reportLiabilities } = await b.trpc.prequal.journey.query({ flow: "new" });
    const student = reportLiabilities.find((l) => l.balance === 31_200);
    expect(student).toMatchObject({ excludedFromPayoff: false });
    await saveStep(b, "new", "debts", { payoffLiabilityIds: [student?.id] });
    const offer = await b.trpc.prequal.offer.query({ flow: "new" });
    if (offer.declined || offer.product !== "heloc") throw new Error("Student keeps a HELOC offer");
    expect(offer.heloc.payoffTotal).toBe(31_200);
  });
});

describe("disqualifying answers at derogatory decline with their notice (docs/design.md §4)", () => {
  it.each([
    ["a foreclosure", { bankruptcy: "no", foreclosure: "yes", shortSale: "no" }, "recentForeclosure"],
    ["a short sale", { bankruptcy: "no", foreclosure: "no", shortSale: "yes" }, "recentShortSale"],
  ])("%s declines to other-reasons, with a stored Reg B notice naming it", async (_, answers, reason) => {
    const { world } = it_;
    const b = world.browser();
    for (const { step, answers: a } of NEW_FLOW_START.slice(0, 4)) await saveStep(b, "new", step, a);
    expect(await saveStep(b, "new", "derogatory", answers)).toEqual({
      next: "/app/ineligible/other-reasons",
    });
    const notice = await b.trpc.prequal.notice.query();
    expect(notice?.reasons).toEqual([reason]);
    const principal = notice?.sections.find((s) => /principal reasons/i.test(s.heading));
    expect(principal?.paragraphs.length).toBeGreaterThan(1);
    expect(await b.trpc.prequal.journey.query({ flow: "new" })).toMatchObject({
      declined: true,
      next: { path: "/app/ineligible/other-reasons" },
    });
  });
});

describe("the old flow's ZIP in a state the lender does not serve (joinWaitlist)", () => {
  it("sends a California ZIP code to the waitlist with status joinWaitlist", async () => {
    const { world } = it_;
    const b = world.browser();
    const cal = person("Reyes", { firstName: "Cal" });
    await saveStep(b, "old", "name", { firstName: cal.firstName, lastName: cal.lastName });
    await b.trpc.prequal.createAccount.mutate({ flow: "old", email: cal.email, phone: cal.phone });
    await signInWithCode(world, b, cal.email);
    expect(await saveStep(b, "old", "zip", { zip: "93650" })).toEqual({ next: "/prequal/waitlist" });
    expect(await b.trpc.prequal.journey.query({ flow: "old" })).toMatchObject({
      status: "joinWaitlist",
      next: { path: "/prequal/waitlist" },
      answers: { waitlistState: "CA" },
    });
  });
});

describe("a stored offer is derived again from its stored inputs and sheet version (docs/design.md §4)", () => {
  /** The sheet of a version, as stored. */
  async function sheetOf(version: number) {
    const [row] = await it_.db.select().from(rateSheets).where(eq(rateSheets.version, version));
    return rateSheetInput.parse(row?.sheet);
  }
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

  it("gives the same HELOC and mortgage outcomes as were stored", async () => {
    const { world, db } = it_;
    await newFlowToOffer(world, world.browser(), person("Lee"));
    await newFlowMortgageOffer(world.browser(), { purpose: "cashOut", cashOutAmount: "$40,000" });
    const stored = await db.select().from(offers);
    expect(stored.map((o) => o.product).sort()).toEqual(expect.arrayContaining(["heloc", "mortgage"]));
    for (const offer of stored) {
      const sheet = await sheetOf(offer.rateSheetVersion);
      const again =
        offer.product === "heloc"
          ? priceHeloc(offer.inputs as unknown as HelocPricingInput, sheet)
          : priceMortgage(offer.inputs as unknown as MortgagePricingInput, sheet);
      expect(plain(again), `offer ${offer.id}`).toEqual(offer.outcome);
    }
  });
});

describe("a referred lead through mcr and mcr-account-creation (MCR leads)", () => {
  it("keeps the partner's organisation once the account is made; the partner sees it used, another partner nothing", async () => {
    const { world, db } = it_;
    const acme = await world.organisation("Acme Credit Union");
    const admin = world.browser();
    await world.signedInStaff(admin, await world.staff(acme.id, "admin"));
    const rita = person("Moss", { firstName: "Rita" });
    const { url } = await admin.trpc.referrals.create.mutate({
      firstName: rita.firstName,
      lastName: rita.lastName,
      email: rita.email,
      phone: "(302) 555-0177",
      zip: "19801",
      estimatedValue: "$450,000",
      mortgageBalanceEstimate: "$120,000",
    });
    const b = world.browser();
    const token = new URL(url).searchParams.get("ref") ?? "";
    expect(await b.trpc.prequal.startFromReferral.mutate({ token })).toEqual({
      next: "/app/initial-setup/mcr",
    });
    // She agrees on the mcr screen that Acme follows her application (decision 070).
    await b.trpc.prequal.shareWithReferrer.mutate({ flow: "old", consent: true });
    expect(await saveStep(b, "old", "mcr", {})).toEqual({ next: "/app/initial-setup/mcr-account-creation" });
    expect(
      await b.trpc.prequal.createAccount.mutate({ flow: "old", email: rita.email, phone: rita.phone }),
    ).toEqual({ next: "enterCode", email: rita.email });
    const answer = await b.signIn("applicant", { email: rita.email, token: world.mailedCode(rita.email) });
    expect(answer.error).toBeNull();
    expect(await b.trpc.prequal.journey.query({ flow: "old" })).toMatchObject({
      referred: true,
      hasAccount: true,
      // The value and mortgage the partner knew are answers already.
      next: { path: "/app/initial-setup/has-fbm" },
    });
    const [row] = await db.select().from(applications);
    expect(row).toMatchObject({
      organisationId: acme.id,
      applicantId: expect.any(String),
      draftTokenHash: null,
    });

    expect(await admin.trpc.referrals.list.query()).toEqual([
      expect.objectContaining({ name: "Rita Moss", claimed: true }),
    ]);
    const birch = await world.organisation("Birch Mortgage Brokers");
    const other = world.browser();
    await world.signedInStaff(other, await world.staff(birch.id, "admin"));
    expect(await other.trpc.referrals.list.query()).toEqual([]);
  });
});
