import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatDateInput } from "@/domain/format/date";
import { outsideCalls } from "@/server/db/schema";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { applicantAtEmployment, jobsAnswers } from "../support/application-income-journeys";
import { person } from "../support/prequal-journeys";

const it_ = prequalWorldForEachTest();

const monthsAgo = (months: number) => {
  const now = new Date();
  return formatDateInput(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)), "month");
};

/** An applicant at step 5: step 4 saved with one hand-entered job at Blue Fern Clinics. */
async function applicantAtIncomeVerification(options: Parameters<typeof applicantAtEmployment>[1] = {}) {
  const at = await applicantAtEmployment(it_.world, options);
  await at.browser.trpc.application.employment.save.mutate({
    who: "borrower",
    version: 0,
    answers: jobsAnswers([[monthsAgo(30), undefined, { employerName: "Blue Fern Clinics" }]]),
  });
  return at;
}

describe("application.incomeVerification (step 5)", () => {
  it("connects a sandbox employer and fills the employment with dataSource, reportId and pdfUrl", async () => {
    const { browser } = await applicantAtIncomeVerification();
    const { connection } = await browser.trpc.application.incomeVerification.connect.mutate({
      who: "borrower",
      answers: { employerName: "Blue Fern Clinics" },
    });
    expect(connection).toMatchObject({ employerName: "Blue Fern Clinics", jobs: 1 });
    expect(connection.reportId).toMatch(/^IV-/);
    const { answers, version } = await browser.trpc.application.employment.get.query({ who: "borrower" });
    expect(version).toBe(2);
    expect(answers.employments).toHaveLength(1);
    expect(answers.employments[0]).toMatchObject({
      employerName: "Blue Fern Clinics",
      dataSource: "Sandbox Payroll Connect",
      reportId: connection.reportId,
      employerPhone: expect.stringMatching(/^\d{10}$/),
    });
    // The report's PDF link is a bearer link to the whole payroll report: the screen never gets it.
    expect(answers.employments[0]).not.toHaveProperty("pdfUrl");
    const got = await browser.trpc.application.incomeVerification.get.query();
    expect(got.connections).toEqual([
      expect.objectContaining({ who: "borrower", reportId: connection.reportId }),
    ]);
  });

  it("records the connection in outside_calls once and reuses it for the same person and employer", async () => {
    const { browser, ctx } = await applicantAtIncomeVerification();
    const connect = () =>
      browser.trpc.application.incomeVerification.connect.mutate({
        who: "borrower",
        answers: { employerName: "Blue Fern Clinics" },
      });
    await connect();
    await connect();
    const calls = await it_.db
      .select()
      .from(outsideCalls)
      .where(
        and(eq(outsideCalls.port, "incomeVerification"), eq(outsideCalls.applicationId, ctx.application.id)),
      );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      chargeType: "incomeVerification",
      outcome: "found",
      adapter: "sandbox",
    });
    // The subject is a keyed hash and the result is sealed: the employer is not in the ledger in clear.
    expect(JSON.stringify(calls[0])).not.toContain("Blue Fern");
  });

  it("never hands one account's payroll report to another account that knows the same SSN", async () => {
    const victim = person("Lee");
    const first = await applicantAtIncomeVerification({ borrower: victim });
    const connect = (browser: typeof first.browser) =>
      browser.trpc.application.incomeVerification.connect.mutate({
        who: "borrower",
        answers: { employerName: "Blue Fern Clinics" },
      });
    await connect(first.browser);
    const impostor = await applicantAtIncomeVerification({
      borrower: person("Lee", { firstName: "Ima", ssn: victim.ssn, dateOfBirth: victim.dateOfBirth }),
    });
    await connect(impostor.browser);
    const calls = await it_.db.select().from(outsideCalls).where(eq(outsideCalls.port, "incomeVerification"));
    // Two calls: the second account asked the service itself instead of getting the first's report.
    expect(calls.map((c) => c.applicationId).sort()).toEqual(
      [first.ctx.application.id, impostor.ctx.application.id].sort(),
    );
  });

  it("limits payroll connections to 10 an hour for an applicant, in words", async () => {
    const { browser } = await applicantAtIncomeVerification();
    const connect = (employerName: string) =>
      browser.trpc.application.incomeVerification.connect.mutate({
        who: "borrower",
        answers: { employerName },
      });
    for (let n = 1; n <= 10; n++) await connect(`Employer Number ${n}`).catch(() => undefined);
    expect(await refusalOf(connect("One Too Many"))).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      httpStatus: 429,
      message: expect.stringContaining("Too many payroll connections in an hour."),
    });
  });

  it("says so when the payroll has no account (No Payroll) or does not answer (Outage)", async () => {
    const { browser } = await applicantAtIncomeVerification();
    const noPayroll = await refusalOf(
      browser.trpc.application.incomeVerification.connect.mutate({
        who: "borrower",
        answers: { employerName: "No Payroll Bakery" },
      }),
    );
    expect(JSON.stringify(noPayroll)).toContain(
      "We could not find a payroll account for you at No Payroll Bakery",
    );
    const outage = await refusalOf(
      browser.trpc.application.incomeVerification.connect.mutate({
        who: "borrower",
        answers: { employerName: "Outage Corp" },
      }),
    );
    expect(outage.message).toContain("We could not reach the payroll service");
  });

  it("refuses to claim a connection that was never made, and continues by hand", async () => {
    const { browser } = await applicantAtIncomeVerification();
    expect(
      await refusalOf(
        browser.trpc.application.incomeVerification.save.mutate({
          version: 0,
          answers: { method: "connect" },
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST" });
    const saved = await browser.trpc.application.incomeVerification.save.mutate({
      version: 0,
      answers: { method: "manual" },
    });
    expect(saved.next).toBe("/app/application/other-income");
  });

  it("refuses to connect before step 4 is saved (out of order)", async () => {
    const { browser } = await applicantAtEmployment(it_.world);
    expect(
      await refusalOf(
        browser.trpc.application.incomeVerification.connect.mutate({
          who: "borrower",
          answers: { employerName: "Blue Fern Clinics" },
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: "Finish “Employment history” first." });
  });

  it("refuses a stale version of the choice (CONFLICT)", async () => {
    const { browser } = await applicantAtIncomeVerification();
    await browser.trpc.application.incomeVerification.save.mutate({
      version: 0,
      answers: { method: "manual" },
    });
    expect(
      await refusalOf(
        browser.trpc.application.incomeVerification.save.mutate({
          version: 0,
          answers: { method: "manual" },
        }),
      ),
    ).toMatchObject({ code: "CONFLICT" });
  });

  it("connects for another applicant's application never: each call reaches only the caller's own", async () => {
    const ann = await applicantAtIncomeVerification();
    const bea = await applicantAtEmployment(it_.world, { borrower: person("Lee", { firstName: "Bea" }) });
    await ann.browser.trpc.application.incomeVerification.connect.mutate({
      who: "borrower",
      answers: { employerName: "Blue Fern Clinics" },
    });
    expect((await bea.browser.trpc.application.incomeVerification.get.query()).connections).toEqual([]);
    expect(
      await refusalOf(
        it_.world.browser().trpc.application.incomeVerification.connect.mutate({
          who: "borrower",
          answers: { employerName: "Blue Fern Clinics" },
        }),
      ),
    ).toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("application.otherIncome (manual income verification)", () => {
  it("saves every kind with its fields; rent only from a property on the application", async () => {
    const { browser } = await applicantAtIncomeVerification();
    await browser.trpc.application.incomeVerification.save.mutate({
      version: 0,
      answers: { method: "manual" },
    });
    const { properties } = await browser.trpc.application.otherIncome.get.query({ who: "borrower" });
    expect(properties.length).toBeGreaterThan(0);
    const propertyId = properties[0]?.propertyId as string;
    expect(
      await refusalOf(
        browser.trpc.application.otherIncome.save.mutate({
          who: "borrower",
          version: 0,
          answers: {
            incomeSources: [
              { type: "rental", propertyId: "elsewhere", rentalUnits: "1", monthlyAmount: "$900" },
            ],
          },
        }),
      ),
    ).toMatchObject({
      fieldErrors: { "answers.incomeSources.0.propertyId": ["Choose one of your properties for this rent"] },
    });
    const saved = await browser.trpc.application.otherIncome.save.mutate({
      who: "borrower",
      version: 0,
      answers: {
        incomeSources: [
          { type: "rental", propertyId, rentalUnits: "2", monthlyAmount: "$1,800" },
          { type: "foreign", country: "Canada", monthlyAmount: "$400" },
          { type: "capitalGains", assetDescription: "Index funds", monthlyAmount: "$250" },
          { type: "pension", monthlyAmount: "$1,200", payer: "" },
        ],
      },
    });
    expect(saved.next).toBe("/app/application/debt-consolidation");
    const { groups } = await browser.trpc.application.summary.get.query();
    const titles = groups.map((g) => [g.step, g.title]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ["employment", "Employment and income"],
        ["incomeVerification", "Income verification"],
        ["otherIncome", "Income from other sources"],
      ]),
    );
    expect(groups.find((g) => g.step === "otherIncome")?.rows).toContainEqual({
      label: "Foreign income",
      value: "$400 (Canada)",
    });
    // The rent names the property it comes from, as the screen listed it.
    expect(groups.find((g) => g.step === "otherIncome")?.rows).toContainEqual({
      label: "Rental income",
      value: `$1,800 (${properties[0]?.label}, 2 units)`,
    });
    const read = await browser.trpc.application.otherIncome.get.query({ who: "borrower" });
    expect(read.answers?.incomeSources.map((s) => s.type)).toEqual([
      "rental",
      "foreign",
      "capitalGains",
      "pension",
    ]);
    expect(read.answers?.incomeSources[0]).toMatchObject({ propertyId, rentalUnits: 2, monthlyAmount: 1800 });
  });
});
