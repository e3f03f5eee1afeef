import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { sessionCookieName } from "@/server/auth/realms";
import { applications, auditEvents } from "@/server/db/schema";
import { applicationSummaryDownload } from "@/server/notices/application-summary-download";
import { pageTexts } from "@/server/notices/pdf-text.test-support";
import { summaryPdfCache } from "@/server/notices/summary-pdf-cache";
import { RATE_LIMITS } from "@/server/security/rate-limits";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { ORIGIN } from "../support/api-client";
import type { Browser } from "../support/auth-client";
import { person } from "../support/prequal-journeys";
import { applicantAt, DECLARATIONS, DEMOGRAPHICS } from "./declarations-world";

const it_ = prequalWorldForEachTest();
const cache = summaryPdfCache();

/** Steps 6 and 7 saved for the borrower: the summary is the next screen. */
async function applicantAtSummary() {
  const applicant = await applicantAt(it_.world, "demographics");
  const { browser } = applicant;
  await browser.trpc.application.demographics.save.mutate({
    who: "borrower",
    version: 0,
    answers: DEMOGRAPHICS,
  });
  await browser.trpc.application.declarations.save.mutate({
    who: "borrower",
    version: 0,
    answers: { ...DECLARATIONS, hasBankruptcy: true, bankruptcy: "13" },
  });
  return applicant;
}

/** GET /app/application/application-summary/summary.pdf as `browser` sends it (its session cookie). */
function downloadAs(browser?: Browser) {
  const api = it_.world.api;
  const session = browser?.sessionCookie("applicant");
  const cookie = session ? `${sessionCookieName("applicant", api.runtime.secure)}=${session}` : undefined;
  return applicationSummaryDownload(
    new Request(`${ORIGIN}/app/application/application-summary/summary.pdf`, {
      headers: cookie ? { cookie } : {},
    }),
    { auth: async () => api.runtime, prequal: async () => api.prequal, cache },
  );
}

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.text()).not.toContain("%PDF");
}

const completions = (applicationId: string) =>
  it_.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, "application.completed"),
        eq(auditEvents.subject, `application:${applicationId}`),
      ),
    );

describe("application.summary.get (spec §2 application-summary)", () => {
  it("lists the saved sections in Form 1003's order, each with its Edit path; the coborrower's with ?borrower=coborrower", async () => {
    const { browser } = await applicantAt(it_.world, "demographics", {
      coborrower: person("Lee", { firstName: "Ben" }),
    });
    for (const who of ["borrower", "coborrower"] as const)
      await browser.trpc.application.demographics.save.mutate({ who, version: 0, answers: DEMOGRAPHICS });
    await browser.trpc.application.declarations.save.mutate({
      who: "borrower",
      version: 0,
      answers: DECLARATIONS,
    });
    const summary = await browser.trpc.application.summary.get.query();
    // The earlier screens were saved empty by the test's shortcut: only these two areas are looked at.
    const stepsSixAndSeven = summary.groups.filter(
      (g) => g.step === "declarations" || g.step === "demographics",
    );
    expect(stepsSixAndSeven.map((g) => [g.title, g.who, g.editPath])).toEqual([
      ["Declarations", "borrower", "/app/application/7"],
      ["Demographic information", "borrower", "/app/application/6"],
      ["Demographic information", "coborrower", "/app/application/6?borrower=coborrower"],
    ]);
    expect(stepsSixAndSeven[1]?.rows).toContainEqual({ label: "Race", value: "Asian: Other Asian (Hmong)" });
    expect(summary.unfinished).toEqual({
      title: "Declarations",
      path: "/app/application/7?borrower=coborrower",
    });
    expect(summary.completedAt).toBeNull();
  });

  it("answers another applicant only their own summary", async () => {
    await applicantAtSummary();
    const other = await applicantAt(it_.world, null);
    const summary = await other.browser.trpc.application.summary.get.query();
    // Their own accepted loan, and nothing of the first applicant's answers.
    expect(summary.groups.map((g) => g.title)).toEqual(["Your loan"]);
    expect(summary.unfinished).toEqual({ title: "Personal information", path: "/app/application/1" });
  });
});

describe("application.summary.complete (decision 030)", () => {
  it("is refused while a step is unfinished, naming it", async () => {
    const { browser } = await applicantAt(it_.world, "demographics");
    expect(await refusalOf(browser.trpc.application.summary.complete.mutate())).toMatchObject({
      code: "BAD_REQUEST",
      message: "Finish “Demographic information” first.",
    });
  });

  it("sets application_completed_at once with one audit record and sends the applicant to the disclosures (spec §4: 22); a second press answers the first time", async () => {
    const { browser, ctx } = await applicantAtSummary();
    const first = await browser.trpc.application.summary.complete.mutate();
    expect(first.next).toBe("/app/application/sign");
    const again = await browser.trpc.application.summary.complete.mutate();
    expect(again.completedAt.toISOString()).toBe(first.completedAt.toISOString());
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, ctx.application.id));
    expect(row?.applicationCompletedAt?.toISOString()).toBe(first.completedAt.toISOString());
    expect(await completions(ctx.application.id)).toHaveLength(1);
    expect((await browser.trpc.application.summary.get.query()).completedAt?.toISOString()).toBe(
      first.completedAt.toISOString(),
    );
    expect((await browser.trpc.application.journey.query()).completed).toBe(true);
    // The summary stays readable once the status has moved on to the documents (decision 035).
    expect((await browser.trpc.application.summary.get.query()).groups.length).toBeGreaterThan(1);
  });

  it("completes once when two tabs press at the same time", async () => {
    const { browser, ctx } = await applicantAtSummary();
    const [a, b] = await Promise.all([
      browser.trpc.application.summary.complete.mutate(),
      browser.copy().trpc.application.summary.complete.mutate(),
    ]);
    expect(a.completedAt.toISOString()).toBe(b.completedAt.toISOString());
    expect(await completions(ctx.application.id)).toHaveLength(1);
  });
});

describe("GET /app/application/application-summary/summary.pdf", () => {
  it("gives the owner a PDF of the summary as an attachment, never cached, with no full SSN in its text or bytes", async () => {
    const { browser, borrower } = await applicantAtSummary();
    const response = await downloadAs(browser);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="loan-application-summary.pdf"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("Your loan application");
    const text = (await pageTexts(bytes)).flat().join(" ");
    expect(text).toContain("Demographic information");
    expect(text).toContain("Type of bankruptcy");
    expect(text).toContain("Chapter 13");
    const digits = borrower.ssn.replace(/\D/g, "");
    expect(text.replace(/\D/g, "")).not.toContain(digits);
    expect(text).not.toContain(borrower.ssn);
    expect(Buffer.from(bytes).toString("latin1")).not.toContain(digits);
  });

  it("answers 404 to anyone else: no session, another applicant (who gets only their own), an applicant without an accepted offer", async () => {
    await applicantAtSummary();
    await expectNotFound(await downloadAs());
    const other = await applicantAt(it_.world, null);
    const theirs = await downloadAs(other.browser);
    expect(theirs.status).toBe(200);
    const text = (await pageTexts(new Uint8Array(await theirs.arrayBuffer()))).flat().join(" ");
    expect(text).toContain("Your loan");
    expect(text).not.toContain("Declarations");
    expect(text).not.toContain("Demographic information");
    const signedUp = it_.world.browser();
    await it_.world.signedUpApplicant(signedUp, "no-offer@mail.test");
    await expectNotFound(await downloadAs(signedUp));
  });

  it("writes the PDF once per version of the application: the same bytes again until an answer changes (issue 19)", async () => {
    const { browser } = await applicantAtSummary();
    const first = Buffer.from(await (await downloadAs(browser)).arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Written again, the PDF would carry a later date: it is the same file.
    expect(Buffer.from(await (await downloadAs(browser)).arrayBuffer()).equals(first)).toBe(true);

    await browser.trpc.application.declarations.save.mutate({
      who: "borrower",
      version: 1,
      answers: { ...DECLARATIONS, hasBankruptcy: true, bankruptcy: "7" },
    });
    const changed = new Uint8Array(await (await downloadAs(browser)).arrayBuffer());
    const text = (await pageTexts(changed)).flat().join(" ");
    expect(text).toContain("Chapter 7");
    expect(text).not.toContain("Chapter 13");
  });

  it(`refuses more than ${RATE_LIMITS.pdfDownloads.points} downloads a minute from one session with 429 and the wait; another applicant is not held up (issue 19)`, async () => {
    const { browser } = await applicantAtSummary();
    const answers = await Promise.all(
      Array.from({ length: RATE_LIMITS.pdfDownloads.points + 3 }, () => downloadAs(browser)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMITS.pdfDownloads.points);
    const refused = answers.find((answer) => answer.status === 429);
    expect(await refused?.text()).toMatch(
      /^Too many documents downloaded in a short time\. Try again in (\d+ seconds?|1 minute)\.$/,
    );
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await applicantAt(it_.world, null);
    expect((await downloadAs(other.browser)).status).toBe(200);
  });
});
