import { describe, expect, it } from "vitest";
import { API_UPDATE_ACTION, sandboxToken } from "@/domain/ports/captcha";
import { ORIGIN } from "../support/api-client";
import {
  answerNewFlowStart,
  creditAnswers,
  HOME,
  person,
  saveStep,
  signInWithCode,
} from "../support/prequal-journeys";
import { prequalWorldForEachTest, refusalOf } from "./prequal-world";

const it_ = prequalWorldForEachTest();

/** The date of birth, MM/DD/YYYY, of someone whose `years`th birthday is today (the world's clock). */
function birthdayYearsAgo(years: number) {
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(today.getUTCMonth() + 1)}/${pad(today.getUTCDate())}/${today.getUTCFullYear() - years}`;
}

describe("prequalification refuses what it cannot use, beside the field, with 400 and never 500", () => {
  it("refuses an address with a bad ZIP code as answers.address.zip, and saves nothing", async () => {
    const b = it_.world.browser();
    await saveStep(b, "new", "building-type", {
      propertyType: "singleFamily",
      units: "1",
      propertyUse: "primaryResidence",
    });
    const refused = await refusalOf(
      saveStep(b, "new", "address", { address: { ...HOME, zip: "1980" }, estimatedValue: "$500,000" }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(refused.fieldErrors?.["answers.address.zip"]).toEqual([expect.stringMatching(/5 digits|5-digit/)]);
    const journey = await b.trpc.prequal.journey.query({ flow: "new" });
    expect(journey.answers.address).toBeUndefined();
    expect(journey.next.path).toBe("/prequal/address");
  });

  it("names each wrong field of a step at once (a state that is none, a value of $5)", async () => {
    const b = it_.world.browser();
    const refused = await refusalOf(
      saveStep(b, "new", "address", { address: { ...HOME, state: "Atlantis" }, estimatedValue: "$5" }),
    );
    expect(refused.httpStatus).toBe(400);
    expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual([
      "answers.address.state",
      "answers.estimatedValue",
    ]);
  });

  it("refuses a 17-year-old's date of birth at the credit step, and signs no one up", async () => {
    const { world } = it_;
    const b = world.browser();
    await answerNewFlowStart(b);
    const young = person("Lee", { dateOfBirth: birthdayYearsAgo(17) });
    const refused = await refusalOf(b.trpc.prequal.submitCredit.mutate(creditAnswers(young)));
    expect(refused).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(refused.fieldErrors?.dateOfBirth).toEqual(["You must be 18 or older to apply"]);
    expect(world.mail.filter((m) => m.to === young.email)).toEqual([]);
    // Eighteen today is old enough.
    const adult = person("Lee", { dateOfBirth: birthdayYearsAgo(18) });
    expect(await b.trpc.prequal.submitCredit.mutate(creditAnswers(adult))).toEqual({
      next: "enterCode",
      email: adult.email,
    });
  });

  it("refuses the soft pull without consent, in both flows", async () => {
    const { world } = it_;
    const b = world.browser();
    await answerNewFlowStart(b);
    const ann = person("Lee");
    const newFlow = await refusalOf(
      b.trpc.prequal.submitCredit.mutate({ ...creditAnswers(ann), consent: false } as never),
    );
    expect(newFlow).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(newFlow.fieldErrors?.consent?.[0]).toMatch(/does not affect your credit score/);

    await b.trpc.prequal.submitCredit.mutate(creditAnswers(ann));
    await signInWithCode(world, b, ann.email);
    const oldFlow = await refusalOf(
      b.trpc.prequal.submitCreditScore.mutate({
        flow: "old",
        line1: HOME.line1,
        city: HOME.city,
        dateOfBirth: ann.dateOfBirth,
        ssn: ann.ssn,
        consent: false,
      } as never),
    );
    expect(oldFlow.fieldErrors?.consent).toBeDefined();
    expect((await b.trpc.prequal.journey.query({ flow: "new" })).creditPulled).toBe(false);
  });

  it("refuses an unknown step with 400 (which step), never a 500", async () => {
    const b = it_.world.browser();
    const refused = await refusalOf(saveStep(b, "new", "favourite-colour", { colour: "blue" }));
    expect(refused).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(Object.keys(refused.fieldErrors ?? {})).toEqual(["step"]);
    // As the raw request a script would send it, too.
    const response = await it_.world.api.handle(
      new Request(`${ORIGIN}/api/trpc/prequal.saveStep`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-same-origin": "1",
          "x-recaptcha-token": sandboxToken(API_UPDATE_ACTION, "test"),
        },
        body: JSON.stringify({ json: { flow: "new", step: "../../etc/passwd", answers: null } }),
      }),
    );
    expect(response.status).toBe(400);
    expect(it_.world.api.logLines.join("")).not.toMatch(/procedure failed/);
  });

  it("refuses a step that follows the credit step to an anonymous visitor: sign in first", async () => {
    const b = it_.world.browser();
    await answerNewFlowStart(b);
    const refused = await refusalOf(saveStep(b, "new", "mortgage-select", { mortgageIds: [] }));
    expect(refused).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401 });
    expect(refused.message).toMatch(/sign in/i);
  });

  it("refuses a ZIP code no state has (the old flow's zip step) beside the field", async () => {
    const { world } = it_;
    const b = world.browser();
    const ann = person("Lee");
    await saveStep(b, "old", "name", { firstName: ann.firstName, lastName: ann.lastName });
    expect(
      await b.trpc.prequal.createAccount.mutate({ flow: "old", email: ann.email, phone: ann.phone }),
    ).toEqual({
      next: "enterCode",
      email: ann.email,
    });
    await signInWithCode(world, b, ann.email);
    const refused = await refusalOf(saveStep(b, "old", "zip", { zip: "00001" }));
    expect(refused).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(refused.fieldErrors?.zip ?? refused.fieldErrors?.["answers.zip"]).toEqual([
      "We don’t recognise this ZIP code. Check it",
    ]);
  });
});
