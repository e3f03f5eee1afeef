import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "@/server/db/schema";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { ACCOUNT, ROUTING, submittedFileInA } from "./submitted-file-world";

/**
 * The loan file (issue 22 item 1, decisions 084 and 085) through the real /api/trpc with real
 * staff sessions: the whole application as the 1003 groups it, credit, figures, offer, decision
 * and derivation, documents, conditions and timeline; numbers masked, revealed only with a reason,
 * by a role that may, and the reveal audited; another organisation's file answers NOT_FOUND.
 */
const it_ = prequalWorldForEachTest({ prequal: { jobs: recordingJobQueue() } });

const cast = () => submittedFileInA(it_);

const reveals = (applicationId: string) =>
  it_.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, "loanFile.numberRevealed"),
        eq(auditEvents.subject, `application:${applicationId}`),
      ),
    );

const digits = (ssn: string) => ssn.replace(/\D/g, "");

describe("portal.loanFile.get", () => {
  it("shows a loan officer the whole file: both borrowers as the 1003 groups them, credit, value, CLTV, DTI, offer, decision with its derivation, documents, conditions and timeline", async () => {
    const c = await cast();
    const file = await c.officerA.trpc.portal.loanFile.get.query({ applicationId: c.applicationId });
    expect(file.applicant).toMatchObject({ name: "Rita Landlord", product: "heloc", stage: "Submitted" });
    const titled = file.application.groups.map((g) => `${g.step}/${g.who}`);
    for (const group of [
      "personalInfo/borrower",
      "personalInfo/coborrower",
      "employment/borrower",
      "employment/coborrower",
      "declarations/borrower",
      "demographics/borrower",
    ])
      expect(titled).toContain(group);
    // Form 1003's order: borrower information before declarations, declarations before demographics.
    expect(titled.indexOf("personalInfo/borrower")).toBeLessThan(titled.indexOf("declarations/borrower"));
    expect(titled.indexOf("declarations/borrower")).toBeLessThan(titled.indexOf("demographics/borrower"));
    expect(file.credit?.representativeScore).toBeGreaterThanOrEqual(300);
    expect(file.credit?.borrowers.map((b) => b.who)).toContain("borrower");
    expect(file.figures).toMatchObject({ from: "decision", loanToValue: { label: "CLTV" } });
    expect(file.figures?.value?.amount).toBeGreaterThan(0);
    expect(file.figures?.debtToIncome).toBeGreaterThan(0);
    expect(file.offer).toMatchObject({ eligible: true, quote: { product: "heloc" } });
    expect(file.offer?.rateSheetVersion).toBeGreaterThanOrEqual(1);
    expect(file.decision?.outcome).toBe(c.outcome);
    expect(file.decision?.derivation.figures.some((f) => f.key === "cltv")).toBe(true);
    expect(file.decision?.derivation.rules.length).toBeGreaterThan(0);
    expect(file.documents?.progress.uploaded).toBeGreaterThan(0);
    const what = file.timeline.map((t) => t.what);
    expect(what.some((w) => w.startsWith("Uploaded "))).toBe(true);
    expect(what.some((w) => w.startsWith("Moved from "))).toBe(true);
    expect(what.some((w) => w.startsWith("Gave the funding account"))).toBe(true);
    // Newest first.
    const times = file.timeline.map((t) => t.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(file.may).toEqual({
      revealNumbers: true,
      manageDocuments: true,
      manageConditions: true,
      reviewConditions: true,
    });
  });

  it("masks every SSN and account number to its last four, and answers no full one anywhere", async () => {
    const c = await cast();
    const file = await c.officerA.trpc.portal.loanFile.get.query({ applicationId: c.applicationId });
    const keys = file.numbers.map((n) => n.key);
    expect(keys).toEqual(
      expect.arrayContaining(["ssn:borrower", "ssn:coborrower", "funds:account", "funds:routing"]),
    );
    const ssn = file.numbers.find((n) => n.key === "ssn:borrower");
    expect(ssn?.masked).toContain(digits(c.borrower.ssn).slice(-4));
    const json = JSON.stringify(file);
    for (const full of [digits(c.borrower.ssn), digits(c.coborrower.ssn), ACCOUNT, ROUTING])
      expect(json).not.toContain(full);
    expect(json).not.toMatch(/\d{3}-\d{2}-\d{4}/);
  });

  it("lets a viewer and an organisation's admin read the file, without revealing; the lender reads every organisation's", async () => {
    const c = await cast();
    const applicationId = c.applicationId;
    expect((await c.viewerA.trpc.portal.loanFile.get.query({ applicationId })).may).toEqual({
      revealNumbers: false,
      manageDocuments: false,
      manageConditions: false,
      reviewConditions: false,
    });
    expect((await c.adminA.trpc.portal.loanFile.get.query({ applicationId })).may.revealNumbers).toBe(false);
    const lenders = await c.lenderAdmin.trpc.portal.loanFile.get.query({ applicationId });
    expect(lenders.applicant.organisationName).toBe("Acme Credit Union");
    expect(lenders.may.revealNumbers).toBe(true);
  });

  it("answers another organisation's loan officer NOT_FOUND, as for an id that does not exist", async () => {
    const c = await cast();
    const other = await refusalOf(
      c.officerB.trpc.portal.loanFile.get.query({ applicationId: c.applicationId }),
    );
    const missing = await refusalOf(
      c.officerB.trpc.portal.loanFile.get.query({ applicationId: randomUUID() }),
    );
    expect(other).toMatchObject({ code: "NOT_FOUND", httpStatus: 404 });
    expect(other.message).toBe(missing.message);
  });

  it("refuses an id that is not one with a sentence to act on, not a 500", async () => {
    const c = await cast();
    const refused = await refusalOf(c.officerA.trpc.portal.loanFile.get.query({ applicationId: "12" }));
    expect(refused).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(refused.fieldErrors?.applicationId).toEqual([
      "Reload the page: we could not tell which application this is",
    ]);
  });
});

describe("portal.loanFile.revealNumber (decision 085)", () => {
  it("shows a loan officer the full SSN and writes who, which number and why to the audit table, never the number", async () => {
    const c = await cast();
    const reason = "Ordering the tax transcript from the IRS.";
    const shown = await c.officerA.trpc.portal.loanFile.revealNumber.mutate({
      applicationId: c.applicationId,
      number: "ssn:coborrower",
      reason,
    });
    expect(shown).toEqual({ number: "ssn:coborrower", value: digits(c.coborrower.ssn) });
    const [audit] = await reveals(c.applicationId);
    expect(audit?.actor).toMatch(/^staff:/);
    expect(audit?.details).toMatchObject({ number: "ssn:coborrower", reason, label: "Coborrower’s SSN" });
    expect(JSON.stringify(audit)).not.toContain(digits(c.coborrower.ssn));
    // The reveal is on the file's timeline.
    const file = await c.officerA.trpc.portal.loanFile.get.query({ applicationId: c.applicationId });
    expect(file.timeline[0]?.what).toBe(`Revealed Coborrower’s SSN: “${reason}”`);
  });

  it("shows the lender's staff the funding account's number of any organisation's file", async () => {
    const c = await cast();
    const shown = await c.lenderAdmin.trpc.portal.loanFile.revealNumber.mutate({
      applicationId: c.applicationId,
      number: "funds:account",
      reason: "Confirming the wire instructions with the borrower.",
    });
    expect(shown.value).toBe(ACCOUNT);
    expect(await reveals(c.applicationId)).toHaveLength(1);
  });

  it("refuses a viewer and an organisation's admin (FORBIDDEN), another organisation (NOT_FOUND), and audits none", async () => {
    const c = await cast();
    const input = {
      applicationId: c.applicationId,
      number: "ssn:borrower",
      reason: "Checking the identity documents.",
    };
    expect((await refusalOf(c.viewerA.trpc.portal.loanFile.revealNumber.mutate(input))).code).toBe(
      "FORBIDDEN",
    );
    expect((await refusalOf(c.adminA.trpc.portal.loanFile.revealNumber.mutate(input))).code).toBe(
      "FORBIDDEN",
    );
    expect((await refusalOf(c.officerB.trpc.portal.loanFile.revealNumber.mutate(input))).code).toBe(
      "NOT_FOUND",
    );
    expect(await reveals(c.applicationId)).toHaveLength(0);
  });

  it("refuses a reveal without a reason, of a number the file does not hold, or of what is not a number, and audits none", async () => {
    const c = await cast();
    const api = c.officerA.trpc.portal.loanFile.revealNumber;
    const noReason = await refusalOf(
      api.mutate({ applicationId: c.applicationId, number: "ssn:borrower", reason: "  " }),
    );
    expect(noReason).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(noReason.fieldErrors?.reason?.[0]).toMatch(/why you need the full number/);
    const absent = await refusalOf(
      api.mutate({
        applicationId: c.applicationId,
        number: "asset:not-an-account",
        reason: "Verifying the reserves.",
      }),
    );
    expect(absent).toMatchObject({
      code: "NOT_FOUND",
      message: "This file has no such number any more. Reload the loan file.",
    });
    const notANumber = await refusalOf(
      api.mutate({
        applicationId: c.applicationId,
        number: "dateOfBirth:borrower",
        reason: "Verifying the reserves.",
      }),
    );
    expect(notANumber.code).toBe("BAD_REQUEST");
    expect(await reveals(c.applicationId)).toHaveLength(0);
  });
});
