import { describe, expect, it } from "vitest";
import { draftCookieName } from "@/server/services/prequal/draft-cookie";
import {
  answerNewFlowStart,
  creditAnswers,
  HOME,
  helocTerms,
  NEW_FLOW_START,
  newFlowToOffer,
  person,
  saveStep,
  signInWithCode,
  submitCreditSigningUp,
} from "../support/prequal-journeys";
import { prequalWorldForEachTest } from "./prequal-world";

const it_ = prequalWorldForEachTest();
const DRAFT_COOKIE = draftCookieName(false);

describe("the new flow (spec §2 /prequal), the default persona, through the real handler", () => {
  it("goes from building-type to an offer of a HELOC line of at least $15,000 with a rate and an APR", async () => {
    const { world } = it_;
    const b = world.browser();
    const ann = person("Lee");

    await answerNewFlowStart(b);
    // The first save set the anonymous draft's cookie; the draft knows where the person is.
    expect(b.jar.get(DRAFT_COOKIE)).toBeTruthy();
    const anonymous = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(anonymous).toMatchObject({
      signedIn: false,
      hasAccount: false,
      status: "prequalCredit",
      next: { path: "/prequal/credit", status: "prequalCredit" },
      answers: { address: HOME, estimatedValue: 500_000, listedForSale: false, product: "heloc" },
    });

    // Anonymous, the credit step signs the person up and asks for the code mailed to them.
    expect(await submitCreditSigningUp(world, b, ann)).toEqual({ next: "/prequal/credit-check" });
    expect(await b.trpc.prequal.pullCredit.mutate({ flow: "new" })).toEqual({
      next: "/prequal/mortgage-select",
    });

    const afterPull = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(afterPull).toMatchObject({ signedIn: true, creditPulled: true, declined: false });
    expect(afterPull.ssnLastFour).toBe(ann.ssn.slice(-4));
    const homeMortgage = afterPull.reportMortgages.find((m) => m.creditor === "Sandbox Home Loans");
    expect(homeMortgage).toMatchObject({ balance: 155_000, monthlyPayment: 1_150 });
    expect(afterPull.reportLiabilities.map((l) => l.creditor)).toEqual(
      expect.arrayContaining(["Sandbox Bank Visa", "Sandbox Auto Finance"]),
    );

    expect(await saveStep(b, "new", "mortgage-select", { mortgageIds: [homeMortgage?.id] })).toEqual({
      next: "/prequal/debts",
    });
    expect(await saveStep(b, "new", "debts", { payoffLiabilityIds: [] })).toEqual({
      next: "/prequal/preview-offer",
    });
    const journey = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(journey.next).toEqual({ path: "/prequal/preview-offer", status: "prequalOffer" });
    expect(journey.status).toBe("prequalOffer");

    const offer = await b.trpc.prequal.offer.query({ flow: "new" });
    const terms = helocTerms(offer);
    expect(terms.line).toBeGreaterThanOrEqual(15_000);
    expect(terms.rate).toBeGreaterThan(0);
    expect(terms.apr).toBeGreaterThan(0);
    expect(offer).toMatchObject({ rateSheetVersion: 1 });

    // quote.current (spec §7): the same line for the applicant's own e-mail, whatever its case.
    const quote = await b.trpc.quote.current.query({
      email: ann.email.toUpperCase(),
      fetchOriginationFee: true,
    });
    expect(quote).toMatchObject({
      product: "heloc",
      lineAmount: terms.line,
      rate: terms.rate,
      apr: terms.apr,
    });
    expect(quote && "originationFee" in quote ? quote.originationFee : undefined).toBeGreaterThan(0);
    // Another e-mail is answered nothing; without fetchOriginationFee the fee is left out.
    expect(
      await b.trpc.quote.current.query({ email: "someone.else@mail.test", fetchOriginationFee: true }),
    ).toBeNull();
    const withoutFee = await b.trpc.quote.current.query({ email: ann.email, fetchOriginationFee: false });
    expect(withoutFee).toMatchObject({ lineAmount: terms.line });
    expect(
      withoutFee && "originationFee" in withoutFee ? withoutFee.originationFee : undefined,
    ).toBeUndefined();
  });

  it("chooses a first draw within the line, and refuses one above it beside the field", async () => {
    const { world } = it_;
    const b = world.browser();
    await answerNewFlowStart(b);
    await submitCreditSigningUp(world, b, person("Lee"));
    await b.trpc.prequal.pullCredit.mutate({ flow: "new" });
    const { reportMortgages } = await b.trpc.prequal.journey.query({ flow: "new" });
    await saveStep(b, "new", "mortgage-select", {
      mortgageIds: reportMortgages.slice(0, 1).map((m) => m.id),
    });
    await saveStep(b, "new", "debts", { payoffLiabilityIds: [] });
    const { line } = helocTerms(await b.trpc.prequal.offer.query({ flow: "new" }));

    const chosen = await b.trpc.prequal.chooseDraw.mutate({ flow: "new", draw: 15_000 });
    expect(chosen).toMatchObject({ declined: false, chosenDraw: 15_000 });
    expect(helocTerms(chosen).line).toBe(line);
    await expect(b.trpc.prequal.chooseDraw.mutate({ flow: "new", draw: line + 1 })).rejects.toMatchObject({
      data: { code: "BAD_REQUEST", fieldErrors: { draw: [expect.any(String)] } },
    });
    expect(await b.trpc.prequal.acceptOffer.mutate({ flow: "new" })).toEqual({ next: "/app/application/1" });
    expect((await b.trpc.prequal.record.query()).applicationStatus).toBe("application");
  });
});

describe("accepting and quoting only what is on offer", () => {
  it("accepts nothing before the offer is priced: the person goes back to mortgage-select", async () => {
    const { world } = it_;
    const b = world.browser();
    await answerNewFlowStart(b);
    await submitCreditSigningUp(world, b, person("Lee"));
    await b.trpc.prequal.pullCredit.mutate({ flow: "new" });
    expect(await b.trpc.prequal.acceptOffer.mutate({ flow: "new" })).toEqual({
      next: "/prequal/mortgage-select",
    });
    expect(await b.trpc.prequal.record.query()).toMatchObject({ applicationStatus: "prequalMortgageSelect" });
    expect((await b.trpc.prequal.journey.query({ flow: "new" })).answers.offerAccepted).toBeUndefined();
  });

  it("answers quote.current with null once the application is declined after its offer", async () => {
    const { world } = it_;
    const b = world.browser();
    const ann = person("Lee");
    await newFlowToOffer(world, b, ann);
    expect(await b.trpc.quote.current.query({ email: ann.email, fetchOriginationFee: false })).not.toBeNull();
    // Going back, the person says the home is listed for sale: the application is declined.
    expect(await saveStep(b, "new", "listed-for-sale", { listedForSale: "yes" })).toEqual({
      next: "/app/ineligible/other-reasons",
    });
    expect(await b.trpc.prequal.offer.query({ flow: "new" })).toMatchObject({ declined: true });
    expect(await b.trpc.quote.current.query({ email: ann.email, fetchOriginationFee: false })).toBeNull();
  });
});

describe("the anonymous draft and the account (decision 020)", () => {
  it("keeps the answers given anonymously through sign-up: the journey after sign-in shows them", async () => {
    const { world } = it_;
    const b = world.browser();
    const ann = person("Lee");
    await answerNewFlowStart(b);

    const first = await b.trpc.prequal.submitCredit.mutate(creditAnswers(ann));
    expect(first).toEqual({ next: "enterCode", email: ann.email });
    await signInWithCode(world, b, ann.email);

    const journey = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(journey).toMatchObject({ signedIn: true, hasAccount: true, creditPulled: false });
    for (const { step } of NEW_FLOW_START) expect(journey.answers, step).toBeDefined();
    expect(journey.answers).toMatchObject({
      propertyType: "singleFamily",
      units: 1,
      propertyUse: "primaryResidence",
      address: HOME,
      estimatedValue: 500_000,
      listedForSale: false,
      product: "heloc",
      derogatory: { bankruptcy: false, foreclosure: false, shortSale: false },
    });
    // The draft is the account's now: its cookie is cleared on the first call with the session.
    expect(b.jar.has(DRAFT_COOKIE)).toBe(false);
  });

  it("lays a new anonymous draft over the account's application when its owner signs in", async () => {
    const { world } = it_;
    const ann = person("Lee");
    // Ann signed up earlier and answered the first two questions.
    const earlier = world.browser();
    await saveStep(earlier, "new", "building-type", NEW_FLOW_START[0].answers);
    await earlier.trpc.prequal.submitCredit.mutate(creditAnswers(ann));
    await signInWithCode(world, earlier, ann.email);
    expect((await earlier.trpc.prequal.journey.query({ flow: "new" })).next.path).toBe("/prequal/address");

    // On another computer she answers anonymously, then signs in with a code.
    const later = world.browser();
    for (const { step, answers } of NEW_FLOW_START.slice(1, 3)) await saveStep(later, "new", step, answers);
    expect(later.jar.get(DRAFT_COOKIE)).toBeTruthy();
    await later.form("applicant", "/signin/email", { email: ann.email });
    await signInWithCode(world, later, ann.email);
    const merged = await later.trpc.prequal.journey.query({ flow: "new" });
    expect(merged.answers).toMatchObject({
      propertyType: "singleFamily",
      address: HOME,
      listedForSale: false,
    });
    expect(merged.next.path).toBe("/prequal/new-mortgage");
    expect(later.jar.has(DRAFT_COOKIE)).toBe(false);
  });

  it("resumes a second browser (no cookie) signed in as the same person at the same next step", async () => {
    const { world } = it_;
    const b = world.browser();
    const ann = person("Lee");
    await answerNewFlowStart(b);
    await submitCreditSigningUp(world, b, ann);
    await b.trpc.prequal.pullCredit.mutate({ flow: "new" });
    const here = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(here.next.path).toBe("/prequal/mortgage-select");

    const other = world.browser();
    expect(other.jar.size).toBe(0);
    // Anonymous, the other browser has nothing of Ann's.
    expect(await other.trpc.prequal.journey.query({ flow: "new" })).toMatchObject({
      answers: {},
      next: { path: "/prequal/building-type" },
    });
    await other.form("applicant", "/signin/email", { email: ann.email });
    await signInWithCode(world, other, ann.email);
    const there = await other.trpc.prequal.journey.query({ flow: "new" });
    expect(there.next).toEqual(here.next);
    expect(there.answers).toEqual(here.answers);
    expect(there.reportMortgages).toEqual(here.reportMortgages);
  });
});
