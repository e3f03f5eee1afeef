import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memoryMail } from "@/integrations/mail/memory";
import {
  adverseActionNotices,
  applicationSections,
  applications,
  auditEvents,
  conditions,
  decisions,
  documents,
  loanDeliveries,
  organisations,
} from "@/server/db/schema";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { mailMilestoneHandler } from "@/server/services/closing/mail-milestone";
import { applicantWithDocumentsDue, fileEverythingMissing } from "../documents/documents-world";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import type { Browser } from "../support/auth-client";
import { person } from "../support/prequal-journeys";

const jobs = recordingJobQueue();
const it_ = prequalWorldForEachTest({ prequal: { jobs } });

/** The loan disbursement form with the suggested first draw (a HELOC's) and a fresh key. */
async function disbursementForm(browser: Browser) {
  const view = await browser.trpc.disbursement.get.query();
  return {
    firstDraw: view.heloc ? String(view.heloc.suggestedDraw) : undefined,
    routingNumber: "322271627",
    accountNumber: "4417123456789",
    accountNumberAgain: "4417123456789",
    accountType: "checking" as const,
    accountHolder: "Ann Lee",
    idempotencyKey: randomUUID(),
  };
}

/** An applicant brought to submission the way the screens do: documents in, then the bank account saved. */
async function readyToSubmit(borrower?: ReturnType<typeof person>) {
  const applicant = await applicantWithDocumentsDue(it_.world, borrower ? { borrower } : undefined);
  const id = applicant.ctx.application.id;
  await fileEverythingMissing(applicant.browser, it_.db, id);
  await applicant.browser.trpc.documents.complete.mutate();
  await applicant.browser.trpc.disbursement.submit.mutate(await disbursementForm(applicant.browser));
  return { ...applicant, id };
}

async function changeSection(
  id: string,
  section: string,
  change: (data: Record<string, unknown>) => Record<string, unknown>,
) {
  const rows = await it_.db
    .select()
    .from(applicationSections)
    .where(and(eq(applicationSections.applicationId, id), eq(applicationSections.section, section)));
  for (const row of rows)
    await it_.db
      .update(applicationSections)
      .set({ data: change(row.data) })
      .where(
        and(
          eq(applicationSections.applicationId, id),
          eq(applicationSections.section, section),
          eq(applicationSections.who, row.who),
        ),
      );
}

const decisionsOf = (id: string) => it_.db.select().from(decisions).where(eq(decisions.applicationId, id));

type Employments = { employments: Record<string, unknown>[] };

/** Sets every borrower's job pay (and whether payroll verified it), and 5 years at the address. */
async function withIncome(id: string, base: number, dataSource = "Manual") {
  await changeSection(id, "employment", (data) => ({
    ...data,
    employments: (data as Employments).employments.map((job) => ({ ...job, base, dataSource })),
  }));
  await changeSection(id, "personalInfo", (data) => ({
    ...data,
    currentResidence: { ...(data.currentResidence as object), years: 5, months: 0 },
  }));
}

/** The home made a condo: the decision then asks for the building's master policy (606). */
const asCondo = (id: string) =>
  changeSection(id, "subjectProperty", (data) => ({ ...data, propertyType: "condo" }));

const auditActions = async (id: string) =>
  (
    await it_.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `application:${id}`))
  ).map((e) => e.action);

describe("the lending system is stamped at submission (decision 105)", () => {
  it("an application referred by a partner the lender chose Byte for is stamped Byte and delivered there", async () => {
    const { browser, id } = await readyToSubmit();
    await withIncome(id, 20_000, "Payroll connection");
    const partner = await it_.world.organisation("Acme Credit Union");
    await it_.db.update(organisations).set({ lendingSystem: "byte" }).where(eq(organisations.id, partner.id));
    await it_.db.update(applications).set({ organisationId: partner.id }).where(eq(applications.id, id));
    await browser.trpc.submission.submit.mutate();
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.lendingSystem).toBe("byte");
    const [delivery] = await it_.db.select().from(loanDeliveries).where(eq(loanDeliveries.applicationId, id));
    expect(delivery?.system).toBe("byte");
  });

  it("an application of a partner without a choice takes the lender's setting", async () => {
    const { browser, id } = await readyToSubmit();
    await withIncome(id, 20_000, "Payroll connection");
    const partner = await it_.world.organisation("Acme Credit Union");
    await it_.db
      .update(applications)
      .set({ organisationId: partner.id, lendingSystem: "lendingPad" })
      .where(eq(applications.id, id));
    await browser.trpc.submission.submit.mutate();
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.lendingSystem).toBe("encompass");
    const [delivery] = await it_.db.select().from(loanDeliveries).where(eq(loanDeliveries.applicationId, id));
    expect(delivery?.system).toBe("encompass");
  });
});

describe("submission.submit runs the automated decision and stores it (issue 11, decision 043)", () => {
  it("approves a verified application, stores the derivation with the rate sheet version and moves to applicationSubmitted", async () => {
    const { browser, id } = await readyToSubmit();
    await withIncome(id, 20_000, "Payroll connection");
    expect(await browser.trpc.submission.submit.mutate()).toEqual({
      outcome: "approved",
      next: "/app/application/submitted",
    });
    const [stored] = await decisionsOf(id);
    expect(stored).toMatchObject({ outcome: "approved", reasons: [], rateSheetVersion: 1 });
    const derivation = stored?.derivation as { figures: { key: string }[]; rules: { passed: boolean }[] };
    expect(derivation.figures.map((f) => f.key)).toEqual(
      expect.arrayContaining([
        "propertyValue",
        "liens",
        "cltv",
        "creditScore",
        "monthlyIncome",
        "debtToIncome",
      ]),
    );
    expect(derivation.rules.every((r) => r.passed)).toBe(true);
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({
      applicationStatus: "applicationSubmitted",
      encompassConditionallyApproved: false,
    });
    expect(await auditActions(id)).toEqual(
      expect.arrayContaining(["application.decided", "application.statusChanged"]),
    );
    const status = await browser.trpc.submission.status.query();
    expect(status).toMatchObject({
      submitted: true,
      outcome: "approved",
      headline: "Your application is approved.",
    });
    expect(status.milestones.find((m) => m.key === "decision")?.at).toBeInstanceOf(Date);
  });

  it("approves conditionally with the spec §9 codes added through the conditions service and encompassConditionallyApproved", async () => {
    const { browser, id } = await readyToSubmit();
    await withIncome(id, 20_000);
    await asCondo(id);
    expect((await browser.trpc.submission.submit.mutate()).outcome).toBe("conditionallyApproved");
    const added = await it_.db.select().from(conditions).where(eq(conditions.applicationId, id));
    expect(added.map((c) => [c.code, c.createdBy, c.documentType])).toEqual([
      [606, "system", "homeowners_insurance"],
    ]);
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.encompassConditionallyApproved).toBe(true);
    const status = await browser.trpc.submission.status.query();
    expect(status.conditions).toEqual([expect.objectContaining({ code: 606, fromWhom: "You" })]);
  });

  it("asks for no paystubs already uploaded on the checklist: a job entered by hand with its paystubs in is approved (decision 045)", async () => {
    const { browser, id } = await readyToSubmit();
    await withIncome(id, 20_000);
    expect((await browser.trpc.submission.submit.mutate()).outcome).toBe("approved");
    expect(await it_.db.select().from(conditions).where(eq(conditions.applicationId, id))).toEqual([]);
    expect((await browser.trpc.submission.status.query()).conditions).toEqual([]);
  });

  it("asks for paystubs (405) when the checklist's are not in", async () => {
    const { browser, id } = await readyToSubmit();
    await withIncome(id, 20_000);
    await it_.db
      .delete(documents)
      .where(and(eq(documents.applicationId, id), eq(documents.documentType, "paystub")));
    expect((await browser.trpc.submission.submit.mutate()).outcome).toBe("conditionallyApproved");
    const added = await it_.db.select().from(conditions).where(eq(conditions.applicationId, id));
    expect(added.map((c) => [c.code, c.documentType, c.text])).toEqual([
      [405, "paystub", "Upload your 4 most recent paystubs."],
    ]);
  });

  it("leaves a home mortgage said to be on another property out of the CLTV and the home's documents alike, and asks for proof (309, decision 045)", async () => {
    const { browser, id } = await readyToSubmit();
    await withIncome(id, 20_000, "Payroll connection");
    const homeGroup = async () => {
      const list = await browser.trpc.documents.checklist.query();
      const home = list.groups.find((g) => g.owner === "property" && g.heading?.includes("Oak Street"));
      return home?.lines.filter((l) => l.required).map((l) => l.type) ?? [];
    };
    expect(await homeGroup()).toContain("mortgage_statement");
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, id));
    await it_.db
      .update(applications)
      .set({ answers: { ...row?.answers, selectedMortgageIds: [] } })
      .where(eq(applications.id, id));
    expect(await homeGroup()).not.toContain("mortgage_statement");

    expect((await browser.trpc.submission.submit.mutate()).outcome).toBe("conditionallyApproved");
    const [stored] = await decisionsOf(id);
    if (!stored) throw new Error("no decision stored");
    const figures = (stored.derivation as { figures: { key: string; value: unknown }[] }).figures;
    expect(figures.find((f) => f.key === "liens")?.value).toBe(0);
    const added = await it_.db.select().from(conditions).where(eq(conditions.applicationId, id));
    expect(added.map((c) => [c.code, c.documentType])).toEqual([[309, "mortgage_statement"]]);
  });

  it("refers a declared judgment to a person", async () => {
    const { browser, id } = await readyToSubmit();
    await withIncome(id, 20_000, "Payroll connection");
    await changeSection(id, "declarations", (data) => ({ ...data, hasOustandingJudgements: true }));
    expect((await browser.trpc.submission.submit.mutate()).outcome).toBe("referred");
    const [stored] = await decisionsOf(id);
    if (!stored) throw new Error("no decision stored");
    const rules = (stored.derivation as { rules: { key: string; passed: boolean }[] }).rules;
    expect(rules.find((r) => r.key === "borrower.declarations.legal")?.passed).toBe(false);
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.encompassConditionallyApproved).toBe(false);
  });

  it("declines with a Reg B notice when debts take more than 45% of income, and sets declinedAt", async () => {
    const { browser, id } = await readyToSubmit();
    await withIncome(id, 300);
    expect(await browser.trpc.submission.submit.mutate()).toEqual({
      outcome: "declined",
      next: "/app/ineligible/other-reasons",
    });
    const [stored] = await decisionsOf(id);
    expect(stored?.reasons).toEqual(["highDebtToIncome"]);
    const [notice] = await it_.db
      .select()
      .from(adverseActionNotices)
      .where(eq(adverseActionNotices.applicationId, id));
    expect(JSON.stringify(notice?.notice)).toContain("Excessive obligations in relation to income");
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.declinedAt).toBeInstanceOf(Date);
    expect(await it_.db.select().from(conditions).where(eq(conditions.applicationId, id))).toEqual([]);
    // The notice is read where every decline's is: its ineligible screen and /app/ineligible/notice.pdf.
    expect((await browser.trpc.prequal.notice.query())?.reasons).toEqual(["highDebtToIncome"]);
    // The record the redirect guard reads names that screen, so the tracker never shows a decline.
    expect(await browser.trpc.prequal.record.query()).toMatchObject({
      applicationStatus: "applicationSubmitted",
      declinedTo: "/app/ineligible/other-reasons",
    });
  });

  it("stores one decision under 20 concurrent submits and queues one milestone mail", async () => {
    const { browser, id } = await readyToSubmit();
    await withIncome(id, 20_000);
    await asCondo(id);
    jobs.sent.length = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => browser.trpc.submission.submit.mutate()),
    );
    expect(new Set(results.map((r) => r.outcome))).toEqual(new Set(["conditionallyApproved"]));
    expect(await decisionsOf(id)).toHaveLength(1);
    expect(await it_.db.select().from(conditions).where(eq(conditions.applicationId, id))).toHaveLength(1);
    const mails = jobs.sent.filter((j) => j.name === "milestone.mail");
    expect(mails).toEqual([
      {
        name: "milestone.mail",
        data: { applicationId: id, milestone: "decision" },
        options: { singletonKey: `decision:${id}` },
      },
    ]);
  });

  it("refuses before the loan disbursement step is done, with a sentence, and decides nothing", async () => {
    const applicant = await applicantWithDocumentsDue(it_.world);
    expect(await refusalOf(applicant.browser.trpc.submission.submit.mutate())).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("Finish the loan disbursement step first"),
    });
    expect(await decisionsOf(applicant.ctx.application.id)).toEqual([]);
    expect((await applicant.browser.trpc.submission.status.query()).submitted).toBe(false);
  });

  it("decides only the caller's own application: another applicant submitting decides theirs, never this one", async () => {
    const first = await readyToSubmit();
    const other = await applicantWithDocumentsDue(it_.world, { borrower: person("Other") });
    expect(await refusalOf(other.browser.trpc.submission.submit.mutate())).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await decisionsOf(first.id)).toEqual([]);
    await first.browser.trpc.submission.submit.mutate();
    expect((await other.browser.trpc.submission.status.query()).submitted).toBe(false);
  });
});

const statusOf = async (id: string) =>
  (await it_.db.select().from(applications).where(eq(applications.id, id)))[0]?.applicationStatus;

describe("from the income documents to a decision, one path (decision 043)", () => {
  it("documents complete → loan disbursement; the saved bank account leaves the status there; submitting decides and moves it to applicationSubmitted", async () => {
    const { browser, ctx } = await applicantWithDocumentsDue(it_.world);
    const id = ctx.application.id;
    await withIncome(id, 20_000);
    await asCondo(id);
    await fileEverythingMissing(browser, it_.db, id);
    expect(await browser.trpc.documents.complete.mutate()).toEqual({
      next: "/app/application/loan-disbursement",
    });
    expect(await statusOf(id)).toBe("loanDisbursement");
    expect(await refusalOf(browser.trpc.submission.submit.mutate())).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("Finish the loan disbursement step first"),
    });
    const saved = await browser.trpc.disbursement.submit.mutate(await disbursementForm(browser));
    expect(saved.next).toBe("/app/application/submitted");
    // No decision yet, so the status does not claim a submission.
    expect(await statusOf(id)).toBe("loanDisbursement");
    expect(await decisionsOf(id)).toEqual([]);
    expect(await browser.trpc.submission.status.query()).toMatchObject({ submitted: false, canSubmit: true });
    expect(await browser.trpc.submission.submit.mutate()).toEqual({
      outcome: "conditionallyApproved",
      next: "/app/application/submitted",
    });
    expect(await statusOf(id)).toBe("applicationSubmitted");
    expect(await decisionsOf(id)).toHaveLength(1);
    const status = await browser.trpc.submission.status.query();
    expect(status).toMatchObject({ submitted: true, outcome: "conditionallyApproved" });
    expect(status.milestones.find((m) => m.key === "documentsIn")?.at).toBeInstanceOf(Date);
  });
});

describe("milestone.mail (decision 043)", () => {
  it("tells the applicant the decision in plain words with the tracker's link and the lender, by first name only, once however often the job runs", async () => {
    const { browser, id, ctx } = await readyToSubmit();
    await withIncome(id, 20_000);
    await asCondo(id);
    await browser.trpc.submission.submit.mutate();
    const mail = memoryMail();
    const handle = mailMilestoneHandler({ ...it_.world.api.prequal, mail, siteUrl: "https://lender.test" });
    await handle({ applicationId: id, milestone: "decision" });
    await handle({ applicationId: id, milestone: "decision" });
    expect(mail.sent).toHaveLength(1);
    const [message] = mail.sent;
    const lender = it_.world.api.prequal.lender;
    const borrower = (ctx.application.answers as { borrower: { firstName: string; lastName: string } })
      .borrower;
    expect(message?.text).toContain(`Hello ${borrower.firstName},`);
    expect(message?.text).toContain("Your application is approved, with a few things still needed.");
    expect(message?.text).toContain("https://lender.test/app/application/submitted");
    expect(message?.text).toContain(lender.legalName);
    expect(message?.text).not.toContain(borrower.lastName);
    const [stored] = await decisionsOf(id);
    expect(stored?.milestoneMailedAt).toBeInstanceOf(Date);
    expect((await auditActions(id)).filter((a) => a === "milestone.mailed")).toHaveLength(1);
  });

  it("sends nothing before a decision is made", async () => {
    const { id } = await readyToSubmit();
    const mail = memoryMail();
    await mailMilestoneHandler({ ...it_.world.api.prequal, mail, siteUrl: "https://lender.test" })({
      applicationId: id,
      milestone: "decision",
    });
    expect(mail.sent).toEqual([]);
  });
});
