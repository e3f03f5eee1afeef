import type { AnyProcedure, AnyRouter } from "@trpc/server";
import { expect, it } from "vitest";
import { appRouter } from "@/server/api/root";
import { prequalWorldForEachTest } from "./prequal/prequal-world";
import { applicantApplying } from "./support/application-journeys";
import type { Browser } from "./support/auth-client";

/**
 * Bad input gets a 4xx and a sentence, never a 500 (DEVELOPERS.md, issue 19 item 7): every
 * procedure of the root router, today's and every one added later, is called with input a careless
 * or hostile client sends (a NUL, a megabyte of text, the wrong type, ids that are not ids) by an
 * anonymous caller, an applicant whose application is open and a lender administrator, who reaches everything.
 */
const it_ = prequalWorldForEachTest();

const router: AnyRouter = appRouter;
const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
const PATHS = Object.keys(procedures)
  .filter((path) => procedures[path]?._def.type !== "subscription")
  .sort();

const NUL = "\u0000";
const MEGABYTE = "x".repeat(1_000_000);
/** The names inputs use most, each given something it must refuse with a sentence. */
const NAMED_FIELDS = {
  applicationId: `${NUL}'; drop table applications; --`,
  id: "not-an-id",
  documentId: "00000000-0000-0000-0000-00000000000g",
  conditionId: -1,
  organisationId: { $ne: null },
  staffUserId: [1, 2, 3],
  email: `ann${NUL}@mail.test`,
  reason: MEGABYTE,
  text: `<script>${NUL}</script>`,
  body: MEGABYTE,
  version: "seven",
  flow: "sideways",
  who: "stranger",
  page: -5,
  answers: { [NUL]: NUL },
};
const HOSTILE_INPUTS: [string, unknown][] = [
  ["a NUL", NUL],
  ["a megabyte of text", MEGABYTE],
  ["a number", 42],
  ["an array", [NUL, MEGABYTE]],
  ["hostile named fields", NAMED_FIELDS],
];

async function sweep(browser: () => Promise<Browser>): Promise<string[]> {
  const faults: string[] = [];
  let caller = await browser();
  for (const path of PATHS) {
    const type = procedures[path]?._def.type === "mutation" ? "mutation" : "query";
    for (const [what, input] of HOSTILE_INPUTS) {
      const outcome = await caller.call(path, input, type);
      if (!outcome.ok && (outcome.httpStatus ?? 500) >= 500) {
        faults.push(
          `${path} with ${what}: ${outcome.httpStatus} ${outcome.code} ${outcome.message.slice(0, 120)}`,
        );
      }
    }
    // A call that ended the session (a sign-out that took the named fields) must not blind the rest.
    caller = await browser();
  }
  return faults;
}

it("no procedure answers an anonymous caller's hostile input with a 5xx", { timeout: 300_000 }, async () => {
  expect(await sweep(async () => it_.world.browser())).toEqual([]);
});

it("no procedure answers the hostile input of an applicant filling in an application with a 5xx", {
  timeout: 300_000,
}, async () => {
  const { browser } = await applicantApplying(it_.world);
  expect(await sweep(async () => browser.copy())).toEqual([]);
});

it("no procedure answers a lender administrator's hostile input with a 5xx", {
  timeout: 300_000,
}, async () => {
  const { world } = it_;
  const lender = await world.organisation("Keystone Lending", "lender");
  const admin = world.browser();
  await world.signedInStaff(admin, await world.staff(lender.id, "lenderAdmin"));
  expect(await sweep(async () => admin.copy())).toEqual([]);
});
