import { describe, expect, it } from "vitest";
import { applications, outsideCalls } from "@/server/db/schema";
import { RATE_LIMITS } from "@/server/security/rate-limits";
import {
  answerNewFlowStart,
  creditAnswers,
  HOME,
  newFlowToOffer,
  newFlowToPull,
  person,
  saveStep,
  submitCreditSigningUp,
} from "../support/prequal-journeys";
import { prequalWorldForEachTest, refusalOf } from "./prequal-world";

const it_ = prequalWorldForEachTest();

describe("prequalification holds against mistakes and double taps (decision 020)", () => {
  it("keeps the draft the browser's until the code is entered: a mistyped e-mail's owner gets nothing", async () => {
    const { world } = it_;
    const owner = person("Lee", { firstName: "Olga" });
    const olga = world.browser();
    await newFlowToPull(world, olga, owner); // Olga has an account and an application

    const b = world.browser();
    await answerNewFlowStart(b);
    // Someone types Olga's e-mail by mistake: answered like any sign-up, and the draft stays theirs.
    expect(
      await b.trpc.prequal.submitCredit.mutate(creditAnswers({ ...person("Lee"), email: owner.email })),
    ).toEqual({
      next: "enterCode",
      email: owner.email,
    });
    const still = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(still).toMatchObject({ signedIn: false, answers: { address: HOME } });

    // Olga's application has none of the stranger's answers.
    const hers = await olga.trpc.prequal.journey.query({ flow: "new" });
    expect(hers.creditPulled).toBe(true);
    expect(hers.answers.borrower?.firstName).toBe("Olga");
  });

  it("answers a new and a taken e-mail alike: the draft looks the same after either", async () => {
    const { world } = it_;
    const taken = person("Lee");
    await newFlowToPull(world, world.browser(), taken);
    const journeys = [];
    for (const email of [taken.email, `new.${taken.email}`]) {
      const b = world.browser();
      await answerNewFlowStart(b);
      await b.trpc.prequal.submitCredit.mutate(creditAnswers({ ...person("Lee"), email }));
      const { answers, status, next, hasAccount } = await b.trpc.prequal.journey.query({ flow: "new" });
      journeys.push({ answers, status, next, hasAccount });
    }
    expect(journeys[0]).toEqual(journeys[1]);
  });

  it("accepts an offer once: a second accept and a step saved after it are refused and change nothing", async () => {
    const { world } = it_;
    const b = world.browser();
    await newFlowToOffer(world, b, person("Lee"));
    expect(await b.trpc.prequal.acceptOffer.mutate({ flow: "new" })).toEqual({ next: "/app/application/1" });
    const [accepted] = await it_.db.select().from(applications);
    expect(accepted).toMatchObject({ applicationStatus: "application", statusOrder: 12 });

    const again = await refusalOf(b.trpc.prequal.acceptOffer.mutate({ flow: "new" }));
    expect(again).toMatchObject({ code: "CONFLICT", httpStatus: 409 });
    const refused = await refusalOf(saveStep(b, "new", "debts", { payoffLiabilityIds: [] }));
    expect(refused).toMatchObject({ code: "CONFLICT", httpStatus: 409 });
    expect(refused?.message).toContain("accepted your offer");
    const [after] = await it_.db.select().from(applications);
    expect(after).toMatchObject({ applicationStatus: "application", statusOrder: 12 });
  });

  it("checks, values and prices another home again when the address changes after the check", async () => {
    const { world } = it_;
    const b = world.browser();
    await newFlowToOffer(world, b, person("Lee"));
    const other = { line1: "9 Elm Road", city: "Dover", state: "DE", zip: "19901" };
    expect(await saveStep(b, "new", "address", { address: other, estimatedValue: "$900,000" })).toEqual({
      next: "/prequal/credit-check",
    });
    const journey = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(journey).toMatchObject({ creditPulled: false, answers: { address: other } });
    expect(journey.answers.selectedMortgageIds).toBeUndefined();
    expect(await b.trpc.prequal.pullCredit.mutate({ flow: "new" })).toEqual({
      next: "/prequal/mortgage-select",
    });
    const calls = await it_.db.select().from(outsideCalls);
    // The same account's report is reused; the new home is valued.
    expect(calls.filter((c) => c.port === "creditBureau")).toHaveLength(1);
    expect(calls.filter((c) => c.port === "valuation")).toHaveLength(2);
  });

  it("pulls credit once when the check is asked for twice at the same moment", async () => {
    const { world } = it_;
    const b = world.browser();
    await answerNewFlowStart(b);
    await submitCreditSigningUp(world, b, person("Lee"));
    const answers = await Promise.all([
      b.trpc.prequal.pullCredit.mutate({ flow: "new" }),
      b.trpc.prequal.pullCredit.mutate({ flow: "new" }),
    ]);
    expect(answers).toEqual([{ next: "/prequal/mortgage-select" }, { next: "/prequal/mortgage-select" }]);
    const credit = (await it_.db.select().from(outsideCalls)).filter((r) => r.port === "creditBureau");
    expect(credit).toHaveLength(1);
  });
});

describe("prequalification's rate limits (docs/design.md §5)", () => {
  const drafts = RATE_LIMITS.prequalDrafts.points;
  it(`starts at most ${drafts} anonymous drafts an hour from one address (decision 100), and says so in words`, async () => {
    const { world } = it_;
    const from = "203.0.113.7";
    for (let i = 0; i < drafts; i++) {
      await saveStep(world.browser(from), "new", "listed-for-sale", { listedForSale: "no" });
    }
    const refused = await refusalOf(
      saveStep(world.browser(from), "new", "listed-for-sale", { listedForSale: "no" }),
    );
    expect(refused).toMatchObject({ code: "TOO_MANY_REQUESTS", httpStatus: 429 });
    expect(refused?.message).toContain("Too many new applications from your network");
    expect(await it_.db.$count(applications)).toBe(drafts);
  });
});
