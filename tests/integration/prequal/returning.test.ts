import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications } from "@/server/db/schema";
import type { Browser } from "../support/auth-client";
import {
  HOME_VALUE,
  newFlowToOffer,
  newFlowToPull,
  oldFlowToCreditScore,
  person,
  saveStep,
  signInWithCode,
} from "../support/prequal-journeys";
import { prequalWorldForEachTest } from "./prequal-world";

const it_ = prequalWorldForEachTest();

/** Another browser (no cookie), signed in as `email` with a mailed code: a returning applicant. */
async function returning(email: string): Promise<Browser> {
  const { world } = it_;
  const b = world.browser();
  await b.form("applicant", "/signin/email", { email });
  await signInWithCode(world, b, email);
  return b;
}

const resume = (b: Browser, flag: "new" | "old" = "new") => b.trpc.prequal.resume.query({ flow: flag });

describe("prequal.resume: where a returning applicant lands (spec §4 status to screen)", () => {
  it("sends an applicant without an application, or an anonymous visitor, to the entry of the build flag's flow", async () => {
    const { world } = it_;
    const b = world.browser();
    expect(await resume(b)).toEqual({ path: "/prequal/building-type" });
    expect(await resume(b, "old")).toEqual({ path: "/app/initial-setup/name" });
    await world.signedUpApplicant(b, "no.application@mail.test");
    expect(await resume(b)).toEqual({ path: "/prequal/building-type" });
    expect(await resume(b, "old")).toEqual({ path: "/app/initial-setup/name" });
  });

  it("sends a new-flow applicant to the /prequal page of their status, whatever the flag, in another browser", async () => {
    const { world } = it_;
    const ann = person("Lee");
    expect(await newFlowToPull(world, world.browser(), ann)).toEqual({ next: "/prequal/mortgage-select" });
    const later = await returning(ann.email);
    expect(await resume(later)).toEqual({ path: "/prequal/mortgage-select" });
    expect(await resume(later, "old")).toEqual({ path: "/prequal/mortgage-select" });
    // The funnel's own answer agrees.
    expect((await later.trpc.prequal.journey.query({ flow: "new" })).next.path).toBe(
      "/prequal/mortgage-select",
    );
  });

  it("sends an old-flow applicant to the /app/initial-setup screen of their status", async () => {
    const { world } = it_;
    const ann = person("Lee");
    await oldFlowToCreditScore(world, world.browser(), ann);
    expect(await resume(await returning(ann.email))).toEqual({ path: "/app/initial-setup/credit-score" });
  });

  it("sends an old-flow applicant whose status names no screen to property-value (spec §4 any other status)", async () => {
    const { world, db } = it_;
    const ann = person("Lee");
    const b = world.browser();
    await saveStep(b, "old", "name", { firstName: ann.firstName, lastName: ann.lastName });
    await b.trpc.prequal.createAccount.mutate({ flow: "old", email: ann.email, phone: ann.phone });
    await signInWithCode(world, b, ann.email);
    await b.trpc.prequal.record.query(); // the draft becomes the account's
    const [row] = await db.select().from(applications);
    expect(row?.applicationStatus).toBe("email");
    expect(await resume(b)).toEqual({ path: "/app/initial-setup/property-value" });
    // property-value is also where the journey goes on, now that the account exists.
    expect((await b.trpc.prequal.journey.query({ flow: "old" })).next.path).toBe(
      "/app/initial-setup/property-value",
    );
    expect(await saveStep(b, "old", "property-value", { estimatedValue: HOME_VALUE })).toEqual({
      next: "/app/initial-setup/mortgage-estimate",
    });
  });

  it("sends an applicant who accepted the offer to the application, and each application status to its screen", async () => {
    const { world, db } = it_;
    const ann = person("Lee");
    const b = world.browser();
    await newFlowToOffer(world, b, ann);
    expect(await b.trpc.prequal.acceptOffer.mutate({ flow: "new" })).toEqual({ next: "/app/application/1" });
    const later = await returning(ann.email);
    expect(await resume(later)).toEqual({ path: "/app/application/1" });
    for (const [status, path] of [
      ["application2", "/app/application/1"],
      ["application5", "/app/application/4"],
      ["manualIncomeVerification", "/app/application/other-income"],
      ["applicationSubmitted", "/app/application/submitted"],
    ] as const) {
      await db.update(applications).set({ applicationStatus: status });
      expect(await resume(later), status).toEqual({ path });
    }
  });

  it("sends a declined applicant to their ineligible screen, and a waitlisted one to the waitlist", async () => {
    const { world } = it_;
    const late = person("Late");
    await newFlowToPull(world, world.browser(), late);
    expect(await resume(await returning(late.email))).toEqual({ path: "/app/ineligible/late-payment" });

    const far = person("Lee");
    const b = world.browser();
    await world.signedUpApplicant(b, far.email);
    await saveStep(b, "new", "building-type", {
      propertyType: "singleFamily",
      units: "1",
      propertyUse: "primaryResidence",
    });
    expect(
      await saveStep(b, "new", "address", {
        address: { line1: "1 Palm Road", city: "Fresno", state: "CA", zip: "93650" },
        estimatedValue: "$400,000",
      }),
    ).toEqual({ next: "/prequal/waitlist" });
    expect(await resume(b)).toEqual({ path: "/prequal/waitlist" });
  });

  it("answers from the caller's own application only: another applicant's status moves no one", async () => {
    const { world, db } = it_;
    const ann = person("Lee");
    await newFlowToPull(world, world.browser(), ann);
    const bea = world.browser();
    await world.signedUpApplicant(bea, "bea.other@mail.test");
    expect(await resume(bea)).toEqual({ path: "/prequal/building-type" });
    expect(
      await db.select().from(applications).where(eq(applications.applicationStatus, "prequalMortgageSelect")),
    ).toHaveLength(1);
  });
});
