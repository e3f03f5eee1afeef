import { describe, expect, it } from "vitest";
import { stepCounter } from "@/domain/prequal/journey";
import {
  creditScoreAnswers,
  helocTerms,
  homeMortgageIds,
  oldFlowToCreditScore,
  person,
  saveStep,
} from "../support/prequal-journeys";
import { prequalWorldForEachTest } from "./prequal-world";

describe("the old flow (spec §2 /app/initial-setup), landing version A", () => {
  const it_ = prequalWorldForEachTest();

  it("goes from name through the account, credit-score and mortgage-balance to an offer, then mcr", async () => {
    const { world } = it_;
    const b = world.browser();
    const ann = person("Lee");
    await oldFlowToCreditScore(world, b, ann);

    const before = await b.trpc.prequal.journey.query({ flow: "old" });
    expect(before).toMatchObject({
      flow: "old",
      landingVersion: "A",
      status: "creditScore",
      hasAccount: true,
    });
    expect(stepCounter("old", "A", before, "credit-score")).toEqual({ current: 10, total: 13 });

    expect(await b.trpc.prequal.submitCreditScore.mutate(creditScoreAnswers(ann))).toEqual({
      next: "/app/initial-setup/coborrower",
    });
    const pulled = await b.trpc.prequal.journey.query({ flow: "old" });
    expect(pulled).toMatchObject({
      creditPulled: true,
      status: "coborrower",
      ssnLastFour: ann.ssn.slice(-4),
    });
    expect(pulled.answers.address).toEqual({
      line1: "12 Oak Street",
      city: "Wilmington",
      state: "DE",
      zip: "19801",
    });

    expect(await saveStep(b, "old", "coborrower", { withCoborrower: false })).toEqual({
      next: "/app/initial-setup/mortgage-balance",
    });
    expect(
      await saveStep(b, "old", "mortgage-balance", { mortgageIds: await homeMortgageIds(b, "old") }),
    ).toEqual({
      next: "/app/initial-setup/preview-offer",
    });
    const offer = await b.trpc.prequal.offer.query({ flow: "old" });
    const terms = helocTerms(offer);
    expect(terms.line).toBeGreaterThanOrEqual(15_000);
    expect(terms.rate).toBeGreaterThan(0);
    expect(terms.apr).toBeGreaterThan(0);

    // The old flow's last step is mcr: the person checks their details.
    expect(await b.trpc.prequal.acceptOffer.mutate({ flow: "old" })).toEqual({
      next: "/app/initial-setup/mcr",
    });
    expect(await saveStep(b, "old", "mcr", {})).toEqual({ next: "/app/application/1" });
  });

  it("has-fbm no (replace the first mortgage) prices a cash-out mortgage instead of a HELOC", async () => {
    const { world } = it_;
    const b = world.browser();
    const ann = person("Lee");
    await oldFlowToCreditScore(world, b, ann);
    await saveStep(b, "old", "has-fbm", { keepsFirstMortgage: "no" });
    expect((await b.trpc.prequal.journey.query({ flow: "old" })).product).toBe("mortgage");
    await b.trpc.prequal.submitCreditScore.mutate(creditScoreAnswers(ann));
    await saveStep(b, "old", "coborrower", { withCoborrower: false });
    await saveStep(b, "old", "mortgage-balance", { mortgageIds: await homeMortgageIds(b, "old") });
    const offer = await b.trpc.prequal.offer.query({ flow: "old" });
    expect(offer).toMatchObject({ declined: false, product: "mortgage" });
  });
});

describe("landing version B (12 steps: no property-usage)", () => {
  const it_ = prequalWorldForEachTest({ prequal: { landingVersion: "B" } });

  it("goes from zip straight to credit-score and counts 12 steps", async () => {
    const { world } = it_;
    const b = world.browser();
    const ann = person("Lee");
    await oldFlowToCreditScore(world, b, ann, "B");
    const journey = await b.trpc.prequal.journey.query({ flow: "old" });
    expect(journey).toMatchObject({ landingVersion: "B", next: { path: "/app/initial-setup/credit-score" } });
    expect(journey.answers.propertyUse).toBeUndefined();
    expect(stepCounter("old", "B", journey, "credit-score")).toEqual({ current: 9, total: 12 });
    expect(await b.trpc.prequal.submitCreditScore.mutate(creditScoreAnswers(ann))).toEqual({
      next: "/app/initial-setup/coborrower",
    });
    await saveStep(b, "old", "coborrower", { withCoborrower: false });
    await saveStep(b, "old", "mortgage-balance", { mortgageIds: await homeMortgageIds(b, "old") });
    expect(helocTerms(await b.trpc.prequal.offer.query({ flow: "old" })).line).toBeGreaterThanOrEqual(15_000);
  });
});
