import { describe, expect, it } from "vitest";
import { applicationContextOf } from "../support/application-sections";
import { answerNewFlowStart, person, submitCreditSigningUp } from "../support/prequal-journeys";
import { prequalWorldForEachTest } from "./prequal-world";

/** Spec §1, §3: the application records the lending system (LENDING_SYSTEM) it will be sent to. */
async function newApplication(world: ReturnType<typeof prequalWorldForEachTest>["world"]) {
  const browser = world.browser();
  const ann = person("Lee");
  await answerNewFlowStart(browser);
  await submitCreditSigningUp(world, browser, ann);
  return (await applicationContextOf(world.api.prequal, ann.email)).application;
}

describe("the lending system an application is sent to (setting LENDING_SYSTEM)", () => {
  describe("set to byte", () => {
    const it_ = prequalWorldForEachTest({ prequal: { lendingSystem: "byte" } });
    it("writes byte onto the application when it is created", async () => {
      expect((await newApplication(it_.world)).lendingSystem).toBe("byte");
    });
  });

  describe("set to lendingPad", () => {
    const it_ = prequalWorldForEachTest({ prequal: { lendingSystem: "lendingPad" } });
    it("writes lendingPad onto the application when it is created", async () => {
      expect((await newApplication(it_.world)).lendingSystem).toBe("lendingPad");
    });
  });

  describe("left at its default", () => {
    const it_ = prequalWorldForEachTest();
    it("writes encompass onto the application", async () => {
      expect((await newApplication(it_.world)).lendingSystem).toBe("encompass");
    });
  });
});
