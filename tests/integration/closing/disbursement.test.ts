import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import type { HelocPricing } from "@/domain/pricing/heloc-offer";
import { applications, auditEvents, disbursementInstructions, offers } from "@/server/db/schema";
import { decryptField } from "@/server/security/field-crypto";
import { sealContext } from "@/server/services/closing/disbursement-instruction";
import { priceApplication } from "@/server/services/prequal/price-application";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { applicationContextOf, applicationRow, textOfEveryTable } from "../support/application-sections";
import { homeMortgageIds, newFlowToPull, person, saveStep } from "../support/prequal-journeys";

const it_ = prequalWorldForEachTest();

const ROUTING = "322271627";
const ACCOUNT = "4417123456789";
const form = (over: Record<string, unknown> = {}) => ({
  firstDraw: "$30,000",
  routingNumber: ROUTING,
  accountNumber: ACCOUNT,
  accountNumberAgain: ACCOUNT,
  accountType: "checking" as const,
  accountHolder: "Ann Lee",
  idempotencyKey: randomUUID(),
  ...over,
});

async function setStatus(applicationId: string, status: string) {
  await it_.db
    .update(applications)
    .set({ applicationStatus: status, statusOrder: statusOrder(status) })
    .where(eq(applications.id, applicationId));
}

/**
 * An applicant who chose at prequal's debts step to pay off the card, accepted the offer, and whose
 * income documents are done: the application is at status loanDisbursement (what documents.complete
 * does, tested in documents/checklist.test.ts).
 */
async function applicantAtDisbursement(lastName = "Lee") {
  const browser = it_.world.browser();
  const borrower = person(lastName);
  expect(await newFlowToPull(it_.world, browser, borrower)).toEqual({ next: "/prequal/mortgage-select" });
  await saveStep(browser, "new", "mortgage-select", { mortgageIds: await homeMortgageIds(browser) });
  const journey = await browser.trpc.prequal.journey.query({ flow: "new" });
  const card = journey.reportLiabilities.find((l) => l.creditor.includes("Visa"));
  if (!card) throw new Error("the persona has a card");
  await saveStep(browser, "new", "debts", { payoffLiabilityIds: [card.id] });
  await browser.trpc.prequal.acceptOffer.mutate({ flow: "new" });
  const ctx = await applicationContextOf(it_.world.api.prequal, borrower.email);
  await setStatus(ctx.application.id, "loanDisbursement");
  return { browser, ctx, card };
}

async function helocOffer(applicationId: string) {
  const row = await applicationRow(it_.db, applicationId);
  const [offer] = await it_.db
    .select()
    .from(offers)
    .where(eq(offers.id, row.currentOfferId ?? ""));
  if (!offer) throw new Error("no current offer");
  return (offer.outcome as unknown as Extract<HelocPricing, { eligible: true }>).offer;
}

const instructionsOf = (applicationId: string) =>
  it_.db
    .select()
    .from(disbursementInstructions)
    .where(eq(disbursementInstructions.applicationId, applicationId));

const auditOf = async (applicationId: string) =>
  it_.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subject, `application:${applicationId}`));

describe("disbursement.get: where every dollar goes", () => {
  it("shows a HELOC's line, the first draw, the card paid to its creditor, the fee, the applicant's account and what stays available", async () => {
    const { browser, ctx, card } = await applicantAtDisbursement();
    const offer = await helocOffer(ctx.application.id);
    const view = await browser.trpc.disbursement.get.query();
    expect(view.product).toBe("heloc");
    expect(view.instruction).toBeNull();
    expect(view.heloc?.payoffs).toEqual([{ creditor: card.creditor, balance: card.balance }]);
    expect(view.heloc?.leastDraw).toBe(Math.ceil(card.balance + offer.originationFee.value));
    const rows = view.fundsSummary.rows;
    const amount = (item: string) => rows.find((r) => r.item === item)?.amount ?? Number.NaN;
    expect(amount("line")).toBe(offer.line.value);
    expect(rows).toContainEqual({
      item: "payoff",
      creditor: card.creditor,
      amount: card.balance,
      balance: card.balance,
    });
    expect(amount("originationFee")).toBe(offer.originationFee.value);
    // Every dollar of the draw is accounted for, and the line is the draw plus what stays available.
    expect(amount("firstDraw")).toBeCloseTo(
      card.balance + amount("originationFee") + amount("toYourAccount"),
      2,
    );
    expect(amount("line")).toBeCloseTo(amount("firstDraw") + amount("availableOnLine"), 2);
  });

  it("shows a cash-out mortgage's closing funds: the loan, the current lenders paid, the fee and the cash out", async () => {
    const { browser, ctx } = await applicantAtDisbursement();
    const row = await applicationRow(it_.db, ctx.application.id);
    const [updated] = await it_.db
      .update(applications)
      .set({
        product: "mortgage",
        answers: { ...row.answers, product: "mortgage", mortgagePurpose: "cashOut", cashOutAmount: 40_000 },
      })
      .where(eq(applications.id, row.id))
      .returning();
    if (!updated) throw new Error("no application");
    await priceApplication(it_.world.api.prequal, updated, {
      applicantId: updated.applicantId ?? "",
      actor: "system",
      address: "",
    });
    const view = await browser.trpc.disbursement.get.query();
    expect(view.product).toBe("mortgage");
    expect(view.heloc).toBeNull();
    expect(view.fundsSummary.rows.map((r) => r.item)).toEqual([
      "loanAmount",
      "paidToCurrentLenders",
      "originationFee",
      "cashOut",
    ]);
    const saved = await browser.trpc.disbursement.submit.mutate(form({ firstDraw: "" }));
    expect(saved.instruction.firstDraw).toBeNull();
    expect(saved.instruction.fundsSummary.toYourAccount).toBe(view.fundsSummary.toYourAccount);
  });
});

describe("disbursement.submit", () => {
  it("saves the instruction once: the numbers sealed to the row, the last four in clear, shown masked, audited without numbers", async () => {
    const { browser, ctx } = await applicantAtDisbursement();
    const saved = await browser.trpc.disbursement.submit.mutate(form());
    expect(saved).toMatchObject({
      alreadySaved: false,
      notice: null,
      // The submitted screen follows, where the applicant submits; the status stays until then (decision 043).
      next: "/app/application/submitted",
      instruction: {
        routingNumber: "*****1627",
        accountNumber: "****6789",
        accountType: "checking",
        accountHolder: "Ann Lee",
        firstDraw: 30_000,
      },
    });
    const [row] = await instructionsOf(ctx.application.id);
    if (!row) throw new Error("no instruction");
    expect(row.routingNumberLastFour).toBe("1627");
    expect(row.accountNumberLastFour).toBe("6789");
    const key = it_.world.api.prequal.fieldKey;
    expect(
      decryptField(key, row.accountNumberEncrypted, sealContext(ctx.application.id, "account_number")),
    ).toBe(ACCOUNT);
    expect(
      decryptField(key, row.routingNumberEncrypted, sealContext(ctx.application.id, "routing_number")),
    ).toBe(ROUTING);
    // Sealed to its column: the account's envelope does not open as the routing number.
    expect(() =>
      decryptField(key, row.accountNumberEncrypted, sealContext(ctx.application.id, "routing_number")),
    ).toThrow();
    const audit = await auditOf(ctx.application.id);
    expect(audit.map((e) => e.action)).toContain("disbursement.instructed");
    expect((await browser.trpc.disbursement.get.query()).instruction?.accountNumber).toBe("****6789");
    expect((await applicationRow(it_.db, ctx.application.id)).applicationStatus).toBe("loanDisbursement");
  });

  it("refuses a routing number whose ABA checksum fails, on its field", async () => {
    const { browser } = await applicantAtDisbursement();
    expect(
      await refusalOf(browser.trpc.disbursement.submit.mutate(form({ routingNumber: "322271628" }))),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { routingNumber: [expect.stringContaining("doesn't exist")] },
    });
  });

  it("refuses account numbers that differ, on the second field, and saves nothing", async () => {
    const { browser, ctx } = await applicantAtDisbursement();
    expect(
      await refusalOf(browser.trpc.disbursement.submit.mutate(form({ accountNumberAgain: "4417123456788" }))),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { accountNumberAgain: [expect.stringContaining("don't match")] },
    });
    expect(await instructionsOf(ctx.application.id)).toEqual([]);
  });

  it("refuses a first draw above the line, or below the payoffs and fee closing pays from it", async () => {
    const { browser, ctx } = await applicantAtDisbursement();
    const offer = await helocOffer(ctx.application.id);
    expect(
      await refusalOf(browser.trpc.disbursement.submit.mutate(form({ firstDraw: offer.line.value + 1 }))),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { firstDraw: [expect.stringContaining("Draw at most your line")] },
    });
    expect(await refusalOf(browser.trpc.disbursement.submit.mutate(form({ firstDraw: 100 })))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { firstDraw: [expect.stringContaining("Draw at least")] },
    });
    expect(await instructionsOf(ctx.application.id)).toEqual([]);
  });

  it("is refused before the income documents are done, with a sentence saying what to do", async () => {
    const { browser, ctx } = await applicantAtDisbursement();
    await setStatus(ctx.application.id, "incomeDocs");
    for (const call of [
      browser.trpc.disbursement.get.query(),
      browser.trpc.disbursement.submit.mutate(form()),
    ])
      expect(await refusalOf(call)).toMatchObject({
        code: "FORBIDDEN",
        message: expect.stringContaining("Upload the documents on your checklist"),
      });
    expect(await instructionsOf(ctx.application.id)).toEqual([]);
  });

  it("never answers another applicant's instruction, even to its idempotency key (attack)", async () => {
    const ann = await applicantAtDisbursement();
    const key = randomUUID();
    await ann.browser.trpc.disbursement.submit.mutate(form({ idempotencyKey: key }));
    const bea = await applicantAtDisbursement();
    expect((await bea.browser.trpc.disbursement.get.query()).instruction).toBeNull();
    const beas = await bea.browser.trpc.disbursement.submit.mutate(
      form({ idempotencyKey: key, accountNumber: "55550001", accountNumberAgain: "55550001" }),
    );
    expect(beas.instruction.accountNumber).toBe("****0001");
    expect(await instructionsOf(ann.ctx.application.id)).toHaveLength(1);
    expect(await instructionsOf(bea.ctx.application.id)).toHaveLength(1);
    const anonymous = it_.world.browser();
    expect(await refusalOf(anonymous.trpc.disbursement.submit.mutate(form()))).toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("one instruction however often it is sent (docs/design.md §5)", () => {
  it("100 concurrent submits with one key make 1 instruction, each answered the first answer", async () => {
    const { browser, ctx } = await applicantAtDisbursement();
    const same = form();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => browser.trpc.disbursement.submit.mutate(same)),
    );
    expect(await instructionsOf(ctx.application.id)).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ alreadySaved: false, notice: null });
    const audit = await auditOf(ctx.application.id);
    expect(audit.filter((e) => e.action === "disbursement.instructed")).toHaveLength(1);
  });

  it("100 concurrent submits with different keys (two tabs, a form opened again) make 1 instruction; the others are told it was saved", async () => {
    const { browser, ctx } = await applicantAtDisbursement();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        browser.trpc.disbursement.submit.mutate(form({ firstDraw: 20_000 + i })),
      ),
    );
    const rows = await instructionsOf(ctx.application.id);
    expect(rows).toHaveLength(1);
    expect(answers.filter((a) => !a.alreadySaved)).toHaveLength(1);
    const first = answers.find((a) => !a.alreadySaved);
    for (const a of answers.filter((x) => x.alreadySaved)) {
      expect(a.instruction).toEqual(first?.instruction);
      expect(a.notice).toContain("We already have your instructions");
    }
    expect(rows[0]?.firstDraw).toBe(first?.instruction.firstDraw);
  });
});

describe("no full account or routing number anywhere but sealed", () => {
  it("is in no response, audit record or column of any table", async () => {
    const { browser, ctx } = await applicantAtDisbursement();
    const responses: unknown[] = [];
    responses.push(await browser.trpc.disbursement.submit.mutate(form()));
    responses.push(await browser.trpc.disbursement.submit.mutate(form()));
    responses.push(await browser.trpc.disbursement.get.query());
    const answered = JSON.stringify(responses);
    const audit = JSON.stringify(await auditOf(ctx.application.id));
    const { tables, text } = await textOfEveryTable(it_.db);
    expect(tables).toContain("disbursement_instructions");
    for (const [what, seen] of Object.entries({ answered, audit, text })) {
      expect(seen, what).not.toContain(ACCOUNT);
      expect(seen, what).not.toContain(ROUTING);
    }
  });
});
