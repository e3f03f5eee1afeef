import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/server/db/client";
import { type JobBoss, startJobBoss } from "@/server/jobs/job-boss";
import { pgBossQueue } from "@/server/jobs/pg-boss-queue";
import { DECLARATIONS, DEMOGRAPHICS } from "./application/declarations-world";
import { type AuthWorld, authWorld } from "./auth/auth-world";
import { fileEverythingMissing } from "./documents/documents-world";
import { capturedLog } from "./jobs/job-harness";
import { jobsAnswers, monthsAgo } from "./support/application-income-journeys";
import { applicantApplying } from "./support/application-journeys";
import { personalInfoAnswers, subjectPropertyAnswers } from "./support/application-personal-answers";
import { applicationContextOf, saveScreensBefore, textOfEveryTable } from "./support/application-sections";
import { consentCodeFromPdf, uploadIdPhoto } from "./support/closing-journeys";
import { type Person, person } from "./support/prequal-journeys";
import { freshDatabase } from "./support/test-database";

/** Values found nowhere else in the app, so a hit in the dump can only be one of them in clear. */
const borrower = person("Lee", { firstName: "Ann", ssn: "287-41-9365", dateOfBirth: "03/17/1971" });
const coborrower = person("Lee", { firstName: "Ben", ssn: "318-52-7604", dateOfBirth: "11/23/1968" });
const ACCOUNT_NUMBER = "7730158246913";

/** An SSN as typed and as digits only. */
const ssnForms = (p: Person) => [p.ssn, p.ssn.replace(/\D/g, "")];

/** A date of birth as typed (MM/DD/YYYY), ISO, and as digits only in both orders. */
function birthDateForms(p: Person): string[] {
  const [month, day, year] = p.dateOfBirth.split("/") as [string, string, string];
  return [p.dateOfBirth, `${year}-${month}-${day}`, `${year}${month}${day}`, `${month}${day}${year}`];
}

/** Each secret that must not be in the dump, named for the failure message. */
const secrets = (): [string, string][] => [
  ...[borrower, coborrower].flatMap((p) => [
    ...ssnForms(p).map((v): [string, string] => [`${p.firstName}'s SSN`, v]),
    ...birthDateForms(p).map((v): [string, string] => [`${p.firstName}'s date of birth`, v]),
  ]),
  ["the bank account number", ACCOUNT_NUMBER],
];

const current: { connection?: Connection; boss?: JobBoss; world?: AuthWorld } = {};
beforeAll(async () => {
  current.connection = await freshDatabase();
  // The jobs go to pg-boss, as on the host, so their payloads are in the dump too.
  current.boss = await startJobBoss(current.connection.raw, { maintain: false, log: capturedLog().log });
});
afterEach(() => current.world?.end());
afterAll(async () => {
  await current.boss?.stop(5000);
  await current.connection?.close();
});

/** Prequalification to submission for a borrower and coborrower, through the API as the screens call it. */
async function walkTheWholeJourney(world: AuthWorld) {
  const { browser } = await applicantApplying(world, { borrower, coborrower });
  const trpc = browser.trpc.application;
  for (const [who, p] of [
    ["borrower", borrower],
    ["coborrower", coborrower],
  ] as const) {
    await trpc.personalInfo.save.mutate({
      who,
      version: 0,
      answers: personalInfoAnswers({
        firstName: p.firstName,
        lastName: p.lastName,
        ssn: p.ssn,
        dateOfBirth: p.dateOfBirth,
      }),
    });
  }
  await trpc.subjectProperty.save.mutate({ version: 0, answers: subjectPropertyAnswers() as never });
  const ctx = await applicationContextOf(world.api.prequal, borrower.email);
  await saveScreensBefore(ctx, "employment");
  for (const who of ["borrower", "coborrower"] as const)
    await trpc.employment.save.mutate({ who, version: 0, answers: jobsAnswers([[monthsAgo(36)]]) });
  await saveScreensBefore(ctx, "demographics");
  for (const who of ["borrower", "coborrower"] as const)
    await trpc.demographics.save.mutate({ who, version: 0, answers: DEMOGRAPHICS });
  for (const who of ["borrower", "coborrower"] as const)
    await trpc.declarations.save.mutate({ who, version: 0, answers: DECLARATIONS });
  expect(await trpc.summary.complete.mutate()).toMatchObject({ next: "/app/application/sign" });

  await browser.trpc.esign.consent.mutate({ code: await consentCodeFromPdf(world, browser) });
  await browser.trpc.disclosures.sign.mutate({ signature: "Ann Lee", agree: true });
  const applicationId = ctx.application.id;
  const [front, back] = [
    await uploadIdPhoto(world, applicationId, { documentType: "driver_license", side: "front" }),
    await uploadIdPhoto(world, applicationId, { documentType: "driver_license", side: "back" }),
  ];
  expect(
    await browser.trpc.identityVerification.verify.mutate({
      documentType: "driver_license",
      frontDocumentId: front,
      backDocumentId: back,
    }),
  ).toMatchObject({ outcome: "pass" });

  await fileEverythingMissing(browser, world.api.prequal.db, applicationId);
  await browser.trpc.documents.complete.mutate();
  const disbursement = await browser.trpc.disbursement.get.query();
  await browser.trpc.disbursement.submit.mutate({
    firstDraw: disbursement.heloc ? String(disbursement.heloc.suggestedDraw) : undefined,
    routingNumber: "322271627",
    accountNumber: ACCOUNT_NUMBER,
    accountNumberAgain: ACCOUNT_NUMBER,
    accountType: "checking",
    accountHolder: "Ann Lee",
    idempotencyKey: randomUUID(),
  });
  await browser.trpc.submission.submit.mutate();
  expect(await browser.trpc.submission.status.query()).toMatchObject({ submitted: true });
}

describe("a database dump after the whole journey holds no SSN, date of birth or account number in clear (issue 11)", () => {
  it("dumps every row of every schema, pg-boss's jobs included, and finds none of either person's secrets", async () => {
    if (!current.connection || !current.boss) throw new Error("no database");
    const queue = pgBossQueue(current.boss.boss);
    const world = authWorld(current.connection, { prequal: { jobs: queue }, documents: { jobs: queue } });
    current.world = world;
    await walkTheWholeJourney(world);

    const { tables, text } = await textOfEveryTable(current.connection.db);
    expect(tables).toEqual(
      expect.arrayContaining([
        "applications",
        "application_sections",
        "disbursement_instructions",
        "decisions",
        "pgboss.job",
      ]),
    );
    // The dump reads what is stored: the e-mail in clear, the jobs the journey queued, the last four
    // digits kept for display.
    expect(text).toContain(borrower.email);
    expect(text).toContain(coborrower.email);
    expect(text).toContain('"name": "milestone.mail"');
    expect(text).toContain(ACCOUNT_NUMBER.slice(-4));
    for (const [what, value] of secrets()) expect(text.includes(value), `${what} (${value})`).toBe(false);
  });

  it("would see a secret written in clear in any schema's table", async () => {
    if (!current.connection) throw new Error("no database");
    const { db } = current.connection;
    await db.execute(sql`create schema canary`);
    await db.execute(sql`create table canary.leak (note text)`);
    await db.execute(sql`insert into canary.leak values (${`born ${birthDateForms(coborrower)[1]}`})`);
    const { tables, text } = await textOfEveryTable(db);
    expect(tables).toContain("canary.leak");
    expect(secrets().filter(([, value]) => text.includes(value))).toEqual([
      ["Ben's date of birth", birthDateForms(coborrower)[1]],
    ]);
    await db.execute(sql`drop schema canary cascade`);
  });
});
