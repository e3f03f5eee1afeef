import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { larEditFailures } from "@/domain/hmda/lar-edits";
import { uliFor } from "@/domain/hmda/universal-loan-identifier";
import { applications, decisions, rateSheets } from "@/server/db/schema";
import { loanApplicationRegisterFor } from "@/server/services/hmda/loan-application-register";
import { prequalKeys } from "@/server/services/prequal/prequal-dependencies";
import { prequalWorldForEachTest } from "../prequal/prequal-world";
import { applicantApplying } from "../support/application-journeys";
import { personalInfoAnswers } from "../support/application-personal-answers";
import { person } from "../support/prequal-journeys";

const KEYS = prequalKeys(randomBytes(32));
const it_ = prequalWorldForEachTest({ prequal: KEYS });

const INSTITUTION = {
  name: "Test Lender LLC",
  lei: "5493001KJTIIGC8Y1R12",
  taxId: "12-3456789",
  agency: "9",
  contact: { name: "Compliance Desk", phone: "302-555-0100", email: "hmda@lender.test" },
  office: { street: "1 Test Street", city: "Wilmington", state: "DE", zip: "19801" },
};

async function decided(email: string, outcome: "approved" | "declined" | "referred", decidedAt: Date) {
  const rows = await it_.db.select().from(applications);
  const row = rows.find((r) => (r.answers as { borrower?: { email?: string } }).borrower?.email === email);
  if (!row) throw new Error("the application exists");
  const [sheet] = await it_.db.select().from(rateSheets).limit(1);
  if (!sheet) throw new Error("pricing put a rate sheet in");
  await it_.db.insert(decisions).values({
    applicationId: row.id,
    outcome,
    reasons: outcome === "declined" ? ["Income insufficient for amount of credit requested"] : [],
    derivation: {},
    rateSheetVersion: sheet.version,
    decidedBy: "test",
    decidedAt,
  });
  return row;
}

/** The world's clock starts on a fixed day; decisions come a day or two after the applications. */
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000);

describe("npm run hmda -- lar (issue 21 item 8)", () => {
  it("writes the year's decided applications, HELOCs as open-end lines, demographics as chosen, and passes the FFIEC edits", async () => {
    const first = person("Lee");
    const { browser } = await applicantApplying(it_.world, { borrower: first });
    await browser.trpc.application.personalInfo.save.mutate({
      who: "borrower",
      version: 0,
      answers: personalInfoAnswers({
        firstName: first.firstName,
        ssn: first.ssn,
        dateOfBirth: first.dateOfBirth,
      }),
    });
    const approved = await decided(first.email, "approved", daysFromNow(1));
    const second = person("Lee", { firstName: "Ben" });
    await applicantApplying(it_.world, { borrower: second });
    const declined = await decided(second.email, "declined", daysFromNow(2));
    const third = person("Lee", { firstName: "Cy" });
    await applicantApplying(it_.world, { borrower: third });
    await decided(third.email, "referred", daysFromNow(2));

    const year = daysFromNow(2).getUTCFullYear();
    const text = await loanApplicationRegisterFor(it_.db, year, {
      fieldKey: KEYS.fieldKey,
      institution: INSTITUTION,
    });
    expect(larEditFailures(text, year)).toEqual([]);
    const rows = text
      .trim()
      .split("\n")
      .map((line) => line.split("|"));
    expect(rows).toHaveLength(3);
    const byUli = new Map(rows.slice(1).map((r) => [r[2], r]));
    const approvedRow = byUli.get(uliFor(INSTITUTION.lei, approved.id));
    expect(approvedRow?.[10]).toBe("2");
    expect(approvedRow?.[11]).toBe(daysFromNow(1).toISOString().slice(0, 10).replace(/-/g, ""));
    expect(approvedRow?.[108]).toBe("1");
    const declinedRow = byUli.get(uliFor(INSTITUTION.lei, declined.id));
    expect(declinedRow?.[10]).toBe("3");
    expect(declinedRow?.[71]).toBe("Income insufficient for amount of credit requested");
    // Nobody answered the demographic questions: information not provided, never guessed.
    expect(declinedRow?.[18]).toBe("3");
    expect(approvedRow?.[50]).toBe("3");
    await it_.db.delete(decisions).where(eq(decisions.applicationId, approved.id));
    const without = await loanApplicationRegisterFor(it_.db, year, {
      fieldKey: KEYS.fieldKey,
      institution: INSTITUTION,
    });
    expect(without.trim().split("\n")).toHaveLength(2);
  });
});
