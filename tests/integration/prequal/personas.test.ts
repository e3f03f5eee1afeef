import { describe, expect, it } from "vitest";
import { applicants } from "@/server/db/schema";
import {
  answerNewFlowStart,
  HOME,
  homeMortgageIds,
  NEW_FLOW_START,
  newFlowToPull,
  person,
  saveStep,
} from "../support/prequal-journeys";
import { prequalWorldForEachTest } from "./prequal-world";

const it_ = prequalWorldForEachTest();

/** The notice's statements of the principal reasons (its second section). */
const principalReasonsOf = (notice: { sections: { heading: string; paragraphs: string[] }[] } | null) =>
  notice?.sections.find((s) => /principal reasons/i.test(s.heading))?.paragraphs.slice(1) ?? [];

describe("the credit bureau sandbox's personas decline to their ineligible screens (docs/architecture.md)", () => {
  it("Late: a mortgage payment 60 days late four months ago declines at the pull, to late-payment", async () => {
    const { world } = it_;
    const b = world.browser();
    expect(await newFlowToPull(world, b, person("Late"))).toEqual({ next: "/app/ineligible/late-payment" });
    const journey = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(journey).toMatchObject({ declined: true, next: { path: "/app/ineligible/late-payment" } });
    const notice = await b.trpc.prequal.notice.query();
    expect(notice?.reasons).toEqual(["latePayment"]);
    expect(principalReasonsOf(notice)).toEqual(["Delinquent past or present credit obligations"]);
    // The score was used: the notice discloses it (FCRA § 609(f)).
    expect(notice?.sections.map((s) => s.heading)).toContain(
      "Your credit score and the credit report we used",
    );
    // A declined application stays declined: the offer and the steps answer where to go.
    expect(await b.trpc.prequal.offer.query({ flow: "new" })).toEqual({
      declined: true,
      next: "/app/ineligible/late-payment",
    });
    expect(await saveStep(b, "new", "mortgage-select", { mortgageIds: [] })).toEqual({
      next: "/app/ineligible/late-payment",
    });
  });

  it("Underwater: once its $950,000 mortgage is chosen as the home's, declines to low-equity", async () => {
    const { world } = it_;
    const b = world.browser();
    expect(await newFlowToPull(world, b, person("Underwater"))).toEqual({ next: "/prequal/mortgage-select" });
    const { reportMortgages } = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(reportMortgages[0]?.balance).toBe(950_000);
    expect(await saveStep(b, "new", "mortgage-select", { mortgageIds: await homeMortgageIds(b) })).toEqual({
      next: "/app/ineligible/low-equity",
    });
    const notice = await b.trpc.prequal.notice.query();
    expect(notice?.reasons[0]).toBe("lowEquity");
    expect(principalReasonsOf(notice)[0]).toBe("Value or type of collateral not sufficient");
  });

  it("Boost: scores under 640 decline at the pull to boost, with the score and its key factors", async () => {
    const { world } = it_;
    const b = world.browser();
    expect(await newFlowToPull(world, b, person("Boost"))).toEqual({ next: "/app/ineligible/boost" });
    const notice = await b.trpc.prequal.notice.query();
    expect(notice?.reasons).toEqual(["lowCreditScore"]);
    const scoreSection = notice?.sections.find((s) => /credit score/i.test(s.heading));
    expect(scoreSection?.paragraphs).toContain("Your credit score: 590");
    expect(scoreSection?.paragraphs.join(" ")).toMatch(/Key factors/);
    // The boost screen offers a reminder in 90 days.
    const { remindOn } = await b.trpc.prequal.remindMe.mutate();
    expect(remindOn.getTime() - Date.now()).toBe(90 * 24 * 60 * 60 * 1000);
  });

  it("Thin: no credit file declines at the pull to boost, without a score disclosure", async () => {
    const { world } = it_;
    const b = world.browser();
    expect(await newFlowToPull(world, b, person("Thin"))).toEqual({ next: "/app/ineligible/boost" });
    const notice = await b.trpc.prequal.notice.query();
    expect(notice?.reasons).toEqual(["noCreditFile"]);
    expect(notice?.sections.some((s) => /credit score/i.test(s.heading))).toBe(false);
    expect((await b.trpc.prequal.journey.query({ flow: "new" })).reportMortgages).toEqual([]);
  });
});

describe("the person's own answers decline before any account is made", () => {
  it("a home listed for sale goes to other-reasons with a notice, anonymously", async () => {
    const { world, db } = it_;
    const b = world.browser();
    for (const { step, answers } of NEW_FLOW_START.slice(0, 2)) await saveStep(b, "new", step, answers);
    expect(await saveStep(b, "new", "listed-for-sale", { listedForSale: "yes" })).toEqual({
      next: "/app/ineligible/other-reasons",
    });
    const notice = await b.trpc.prequal.notice.query();
    expect(notice?.reasons).toEqual(["listedForSale"]);
    expect(principalReasonsOf(notice)).toEqual(["The property is listed for sale"]);
    expect(await b.trpc.prequal.journey.query({ flow: "new" })).toMatchObject({
      signedIn: false,
      hasAccount: false,
      declined: true,
      next: { path: "/app/ineligible/other-reasons" },
    });
    expect(await db.select().from(applicants)).toEqual([]);
    // Another browser has no notice: it belongs to this draft.
    expect(await world.browser().trpc.prequal.notice.query()).toBeNull();
  });

  it("a bankruptcy in the last 4 years declines at the derogatory step", async () => {
    const { world } = it_;
    const b = world.browser();
    for (const { step, answers } of NEW_FLOW_START.slice(0, 4)) await saveStep(b, "new", step, answers);
    expect(
      await saveStep(b, "new", "derogatory", { bankruptcy: "yes", foreclosure: "no", shortSale: "no" }),
    ).toEqual({ next: "/app/ineligible/other-reasons" });
    const notice = await b.trpc.prequal.notice.query();
    expect(notice?.reasons).toEqual(["recentBankruptcy"]);
    expect(principalReasonsOf(notice)).toEqual(["Bankruptcy"]);
    // Its answers are kept with the notice; going back to answer again changes nothing.
    expect(
      await saveStep(b, "new", "derogatory", { bankruptcy: "no", foreclosure: "no", shortSale: "no" }),
    ).toEqual({
      next: "/app/ineligible/other-reasons",
    });
  });
});

describe("a state the lender does not serve (issue 8: joinWaitlist)", () => {
  it("sends an address in California to /prequal/waitlist with status joinWaitlist, and keeps the e-mail", async () => {
    const { world } = it_;
    const b = world.browser();
    await saveStep(b, "new", "building-type", NEW_FLOW_START[0].answers);
    const california = { line1: "1 Palm Road", city: "Fresno", state: "CA", zip: "93650" };
    expect(await saveStep(b, "new", "address", { address: california, estimatedValue: "$400,000" })).toEqual({
      next: "/prequal/waitlist",
    });
    const journey = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(journey).toMatchObject({ status: "joinWaitlist", next: { path: "/prequal/waitlist" } });
    expect(await b.trpc.prequal.record.query()).toMatchObject({ applicationStatus: "joinWaitlist" });

    expect(await b.trpc.prequal.joinWaitlist.mutate({ email: "Cal.Reyes@Mail.test" })).toEqual({
      joined: true,
    });
    const after = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(after.answers).toMatchObject({ waitlistState: "CA", waitlistEmail: "cal.reyes@mail.test" });
    // A visitor whose state is served has no waitlist to join.
    const served = world.browser();
    await answerNewFlowStart(served);
    await expect(served.trpc.prequal.joinWaitlist.mutate({ email: "dee@mail.test" })).rejects.toMatchObject({
      data: { code: "NOT_FOUND" },
    });
    expect((await served.trpc.prequal.journey.query({ flow: "new" })).answers.address).toEqual(HOME);
  });
});
