import { randomBytes } from "node:crypto";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, outsideCalls } from "@/server/db/schema";
import { callOnce } from "@/server/services/prequal/outside-calls";
import { prequalKeys } from "@/server/services/prequal/prequal-dependencies";
import { textOfEveryTable } from "../support/application-sections";
import {
  answerNewFlowStart,
  coborrowerAnswers,
  creditAnswers,
  creditScoreAnswers,
  newFlowToOffer,
  newFlowToPull,
  oldFlowToCreditScore,
  type Person,
  person,
  saveStep,
  signInWithCode,
} from "../support/prequal-journeys";
import { prequalWorldForEachTest } from "./prequal-world";

const it_ = prequalWorldForEachTest();

/** The ledger's credit bureau calls, oldest first: what the lender is billed for. */
async function creditCalls() {
  const rows = await it_.db.select().from(outsideCalls).orderBy(asc(outsideCalls.id));
  return rows
    .filter((r) => r.port === "creditBureau")
    .map((r) => ({ chargeType: r.chargeType, outcome: r.outcome }));
}

describe("the outside-call ledger (issue 8): who asked, what it is billed as, asked once in 30 days", () => {
  it("records one singleCredit call per person and account in 30 days, and never hands one account's report to another", async () => {
    const { world } = it_;
    const ann = person("Lee");
    await newFlowToOffer(world, world.browser(), ann);
    expect(await creditCalls()).toEqual([{ chargeType: "singleCredit", outcome: "found" }]);

    // A week later someone with the same SSN and date of birth starts under another e-mail: that
    // account may not be handed the stored report, so the bureau is asked (and bills) again.
    world.minutes(7 * 24 * 60);
    const again = world.browser();
    const offer = await newFlowToOffer(world, again, { ...ann, email: `again.${ann.email}` });
    expect(offer).toMatchObject({ declined: false });
    expect(await creditCalls()).toEqual([
      { chargeType: "singleCredit", outcome: "found" },
      { chargeType: "singleCredit", outcome: "found" },
    ]);
    // The home's value is not personal: it is asked once (the same address).
    const valuations = (await it_.db.select().from(outsideCalls)).filter((r) => r.port === "valuation");
    expect(valuations.map((r) => r.chargeType)).toEqual(["avm"]);

    // Pulling again on the same application asks nobody.
    expect(await again.trpc.prequal.pullCredit.mutate({ flow: "new" })).toEqual({
      next: "/prequal/preview-offer",
    });
    expect(await creditCalls()).toHaveLength(2);
  });

  it("records a person with no file (Thin) as notFound", async () => {
    const { world } = it_;
    const thin = person("Thin");
    expect(await newFlowToPull(world, world.browser(), thin)).toEqual({ next: "/app/ineligible/boost" });
    expect(await creditCalls()).toEqual([{ chargeType: "singleCredit", outcome: "notFound" }]);
  });

  it("records a new-flow coborrower's consented pull with the borrower's as one jointCredit call", async () => {
    const { world } = it_;
    const b = world.browser();
    const ann = person("Lee");
    await answerNewFlowStart(b);
    await b.trpc.prequal.submitCredit.mutate(creditAnswers(ann, "yes"));
    await signInWithCode(world, b, ann.email);
    expect(await b.trpc.prequal.submitCredit.mutate(creditAnswers(ann, "yes"))).toEqual({
      next: "/prequal/coborrower",
    });
    const ben = person("Lee", { firstName: "Ben" });
    expect(await saveStep(b, "new", "coborrower", coborrowerAnswers(ben))).toEqual({
      next: "/prequal/credit-check",
    });
    expect(await b.trpc.prequal.pullCredit.mutate({ flow: "new" })).toEqual({
      next: "/prequal/mortgage-select",
    });
    expect(await creditCalls()).toEqual([{ chargeType: "jointCredit", outcome: "found" }]);
    // The debts step says whose each account is: the joint report lists both people's.
    const { reportLiabilities } = await b.trpc.prequal.journey.query({ flow: "new" });
    const debtors = new Set(reportLiabilities.map((l) => l.debtor));
    expect(debtors.has("borrower")).toBe(true);
    expect(debtors.has("coborrower")).toBe(true);
  });

  it("records the old flow's coborrower, added after credit-score, as singleCreditCoborrower", async () => {
    const { world } = it_;
    const b = world.browser();
    const ann = person("Lee");
    await oldFlowToCreditScore(world, b, ann);
    await b.trpc.prequal.submitCreditScore.mutate(creditScoreAnswers(ann));
    expect(await creditCalls()).toEqual([{ chargeType: "singleCredit", outcome: "found" }]);
    const ben = person("Lee", { firstName: "Ben" });
    expect(await saveStep(b, "old", "coborrower", coborrowerAnswers(ben))).toEqual({
      next: "/app/initial-setup/mortgage-balance",
    });
    expect(await creditCalls()).toEqual([
      { chargeType: "singleCredit", outcome: "found" },
      { chargeType: "singleCreditCoborrower", outcome: "found" },
    ]);
  });

  it("keeps the SSNs and dates of birth out of every text column of every table", async () => {
    const { world, db } = it_;
    const ann = person("Lee");
    const ben = person("Lee", { firstName: "Ben" });
    // A joint pull in the new flow and the old flow's coborrower: both people's SSNs go everywhere they can.
    const b = world.browser();
    await answerNewFlowStart(b);
    await b.trpc.prequal.submitCredit.mutate(creditAnswers(ann, "yes"));
    await signInWithCode(world, b, ann.email);
    await b.trpc.prequal.submitCredit.mutate(creditAnswers(ann, "yes"));
    await saveStep(b, "new", "coborrower", coborrowerAnswers(ben));
    await b.trpc.prequal.pullCredit.mutate({ flow: "new" });
    const cal = person("Lee", { firstName: "Cal" });
    const dee = person("Lee", { firstName: "Dee" });
    const old = world.browser();
    await oldFlowToCreditScore(world, old, cal);
    await old.trpc.prequal.submitCreditScore.mutate(creditScoreAnswers(cal));
    await saveStep(old, "old", "coborrower", coborrowerAnswers(dee));

    const dump = await textOfEveryTable(db);
    expect(dump.tables).toEqual(
      expect.arrayContaining(["applications", "outside_calls", "offers", "audit_events"]),
    );
    expect(dump.text).toContain(ann.ssn.slice(-4)); // the last four are kept to show (spec §5 mask)
    for (const p of [ann, ben, cal, dee] satisfies Person[]) {
      const digits = p.ssn.replace(/\D/g, "");
      expect(dump.text.includes(digits), `${p.firstName}'s SSN`).toBe(false);
      expect(dump.text.includes(p.ssn), `${p.firstName}'s SSN with dashes`).toBe(false);
      const [month, day, year] = p.dateOfBirth.split("/");
      expect(dump.text.includes(`${year}-${month}-${day}`), `${p.firstName}'s date of birth`).toBe(false);
      expect(dump.text.includes(p.dateOfBirth), `${p.firstName}'s date of birth as typed`).toBe(false);
    }
  });
});

describe("callOnce (issue 8: never repeated within 30 days for the same subject and purpose)", () => {
  const applicationOf = async () => {
    const [row] = await it_.db
      .insert(applications)
      .values({ flow: "new", landingVersion: "A", answers: {} })
      .returning({ id: applications.id });
    if (!row) throw new Error("no application");
    return row.id;
  };

  it("asks once within 30 days, keeps the answer sealed, and asks again after", async () => {
    let now = new Date("2026-11-23T12:00:00Z");
    const deps = { db: it_.db, now: () => now, ...prequalKeys(randomBytes(32)) };
    const call = {
      port: "valuation" as const,
      chargeType: "avm" as const,
      subject: "100 main street|wilmington|de|19801",
      applicationId: await applicationOf(),
      requestedBy: "applicant:test",
      adapter: "sandbox",
    };
    let asked = 0;
    const ask = async () => ({ value: 500_000 + ++asked });
    expect((await callOnce(deps, call, ask)).result).toEqual({ value: 500_001 });
    now = new Date("2026-12-22T12:00:00Z"); // 29 days on
    expect(await callOnce(deps, call, ask)).toMatchObject({ result: { value: 500_001 }, reused: true });
    now = new Date("2026-12-24T12:00:00Z"); // 31 days on
    expect(await callOnce(deps, call, ask)).toMatchObject({ result: { value: 500_002 }, reused: false });
    expect(asked).toBe(2);
    const stored = await it_.db.select().from(outsideCalls);
    expect(stored.map((r) => r.subjectKey).every((k) => !k.includes("main"))).toBe(true);
    expect(stored.every((r) => !r.resultEncrypted?.includes("500001"))).toBe(true);
  });

  it("records a failed call as failed, asks again next time, and does not swallow the failure", async () => {
    const deps = { db: it_.db, now: () => new Date(), ...prequalKeys(randomBytes(32)) };
    const call = {
      port: "creditBureau" as const,
      chargeType: "singleCredit" as const,
      subject: "someone",
      applicationId: await applicationOf(),
      requestedBy: "applicant:test",
      adapter: "sandbox",
    };
    await expect(callOnce(deps, call, () => Promise.reject(new Error("bureau down")))).rejects.toMatchObject({
      name: "OutsideCallFailed",
      cause: new Error("bureau down"),
    });
    expect(await callOnce(deps, call, async () => ({ score: 700 }))).toMatchObject({ reused: false });
    expect(
      (await it_.db.select().from(outsideCalls).orderBy(asc(outsideCalls.id))).map((r) => r.outcome),
    ).toEqual(["failed", "found"]);
  });
});
