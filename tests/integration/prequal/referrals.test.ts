import { describe, expect, it } from "vitest";
import { applications, referrerConsents } from "@/server/db/schema";
import type { Browser } from "../support/auth-client";
import {
  answerNewFlowStart,
  NEW_FLOW_START,
  person,
  saveStep,
  submitCreditSigningUp,
} from "../support/prequal-journeys";
import { prequalWorldForEachTest, refusalOf } from "./prequal-world";

const it_ = prequalWorldForEachTest();

const RITA = {
  firstName: "Rita",
  lastName: "Moss",
  email: "rita.moss@mail.test",
  phone: "(302) 555-0177",
  zip: "19801",
  estimatedValue: "$450,000",
  mortgageBalanceEstimate: "$120,000",
};

/** A partner organisation and its admin, signed in to the portal in a browser of their own. */
async function partnerAdmin(name: string) {
  const { world } = it_;
  const organisation = await world.organisation(name);
  const admin = world.browser();
  await world.signedInStaff(admin, await world.staff(organisation.id, "admin"));
  return { organisation, admin };
}

const tokenOf = (url: string) => {
  const token = new URL(url).searchParams.get("ref");
  if (!token) throw new Error(`No token in ${url}`);
  return token;
};

async function startFrom(b: Browser, token: string) {
  return b.trpc.prequal.startFromReferral.mutate({ token });
}

describe("a partner's referral link (an MCR lead)", () => {
  it("starts a new lead with status mcr and the prefilled answers, out of the partner's reach until the applicant agrees", async () => {
    const { world, db } = it_;
    const { organisation, admin } = await partnerAdmin("Acme Credit Union");
    const { url } = await admin.trpc.referrals.create.mutate(RITA);
    expect(url).toMatch(/^http:\/\/localhost\/app\/initial-setup\/mcr\?ref=[A-Za-z0-9_-]{20,}$/);

    const rita = world.browser();
    expect(await startFrom(rita, tokenOf(url))).toEqual({ next: "/app/initial-setup/mcr" });
    const journey = await rita.trpc.prequal.journey.query({ flow: "old" });
    expect(journey).toMatchObject({
      flow: "old",
      status: "mcr",
      referred: true,
      referrer: {
        organisationName: "Acme Credit Union",
        consentText: expect.stringMatching(/^I agree that Acme Credit Union, who sent me this link/),
        shared: false,
      },
      hasAccount: false,
      next: { path: "/app/initial-setup/mcr", status: "mcr" },
      answers: {
        borrower: { firstName: "Rita", lastName: "Moss", email: "rita.moss@mail.test", phone: "3025550177" },
        zip: "19801",
        estimatedValue: 450_000,
        mortgageBalanceEstimate: 120_000,
      },
    });
    const [row] = await db.select().from(applications);
    expect(row).toMatchObject({ organisationId: null, applicationStatus: "mcr", applicantId: null });
    expect((await admin.trpc.portal.pipeline.list.query({ page: 1 })).applications).toEqual([]);

    // She ticks the box naming Acme: the consent is kept with the words she read, and Acme reaches her lead.
    expect(await rita.trpc.prequal.shareWithReferrer.mutate({ flow: "old", consent: true })).toEqual({
      shared: true,
    });
    const [consent] = await db.select().from(referrerConsents);
    expect(consent).toMatchObject({
      applicationId: row?.id,
      organisationId: organisation.id,
      organisationName: "Acme Credit Union",
      actor: "anonymous",
      wording: journey.referrer?.consentText,
      wordingVersion: "1",
      consentedAt: expect.any(Date),
    });
    expect((await db.select().from(applications))[0]?.organisationId).toBe(organisation.id);
    expect(
      (await admin.trpc.portal.pipeline.list.query({ page: 1 })).applications.map((a) => a.applicationId),
    ).toEqual([row?.id]);
    expect((await rita.trpc.prequal.journey.query({ flow: "old" })).referrer).toMatchObject({ shared: true });

    // Confirming the details goes on to the account (the name is known already).
    expect(await saveStep(rita, "old", "mcr", {})).toEqual({
      next: "/app/initial-setup/mcr-account-creation",
    });

    // The partner sees its link used; another partner sees nothing of it.
    expect(await admin.trpc.referrals.list.query()).toEqual([
      expect.objectContaining({ name: "Rita Moss", email: "rita.moss@mail.test", claimed: true }),
    ]);
    const other = await partnerAdmin("Birch Mortgage Brokers");
    expect(await other.admin.trpc.referrals.list.query()).toEqual([]);
  });

  it("refuses a second use of the link with a sentence, and starts nothing", async () => {
    const { world, db } = it_;
    const { admin } = await partnerAdmin("Acme Credit Union");
    const token = tokenOf((await admin.trpc.referrals.create.mutate(RITA)).url);
    await startFrom(world.browser(), token);

    const refused = await refusalOf(startFrom(world.browser(), token));
    expect(refused.code).toBe("NOT_FOUND");
    expect(refused.message).toBe(
      "This link has been used or has expired. Ask the person who sent it for a new one.",
    );
    expect(await db.select().from(applications)).toHaveLength(1);
  });

  it("gives an anonymous visitor who had started the new flow the referred lead as their draft", async () => {
    const { world, db } = it_;
    const { admin } = await partnerAdmin("Acme Credit Union");
    const token = tokenOf((await admin.trpc.referrals.create.mutate(RITA)).url);
    const rita = world.browser();
    await saveStep(rita, "new", "building-type", NEW_FLOW_START[0].answers);
    expect(await startFrom(rita, token)).toEqual({ next: "/app/initial-setup/mcr" });
    expect(await rita.trpc.prequal.journey.query({ flow: "old" })).toMatchObject({
      flow: "old",
      referred: true,
      status: "mcr",
      answers: { borrower: { firstName: "Rita" } },
    });
    const referred = (await db.select().from(applications)).filter((a) => a.referralId !== null);
    expect(referred.map((a) => a.organisationId)).toEqual([null]);
  });

  it("sends an applicant who has an application on in it, and leaves the link for someone else", async () => {
    const { world } = it_;
    const { admin } = await partnerAdmin("Acme Credit Union");
    const token = tokenOf((await admin.trpc.referrals.create.mutate(RITA)).url);
    const ann = world.browser();
    await answerNewFlowStart(ann);
    await submitCreditSigningUp(world, ann, person("Lee"));
    expect(await startFrom(ann, token)).toEqual({ next: "/prequal/credit-check" });
    expect(await ann.trpc.prequal.journey.query({ flow: "new" })).toMatchObject({
      flow: "new",
      referred: false,
    });
    expect(await admin.trpc.referrals.list.query()).toEqual([expect.objectContaining({ claimed: false })]);
    expect(await startFrom(world.browser(), token)).toEqual({ next: "/app/initial-setup/mcr" });
  });

  it("refuses a signed-in applicant of another e-mail with a sentence, and leaves the link unused", async () => {
    const { world, db } = it_;
    const { admin } = await partnerAdmin("Acme Credit Union");
    const token = tokenOf((await admin.trpc.referrals.create.mutate(RITA)).url);
    const ann = world.browser();
    await world.signedUpApplicant(ann, "ann.lee@mail.test");
    const refused = await refusalOf(startFrom(ann, token));
    expect(refused.code).toBe("CONFLICT");
    expect(refused.message).toMatch(/^This link was made for another e-mail address/);
    expect(await db.select().from(applications)).toEqual([]);
    expect(await admin.trpc.referrals.list.query()).toEqual([expect.objectContaining({ claimed: false })]);
  });

  it("refuses a link after its 30 days", async () => {
    const { world } = it_;
    const { admin } = await partnerAdmin("Acme Credit Union");
    const token = tokenOf((await admin.trpc.referrals.create.mutate(RITA)).url);
    world.minutes(30 * 24 * 60 + 1);
    expect((await refusalOf(startFrom(world.browser(), token))).code).toBe("NOT_FOUND");
  });

  it("refuses a viewer's link: only admins, loan officers and the lender's admins make them", async () => {
    const { world } = it_;
    const organisation = await world.organisation("Acme Credit Union");
    const viewer = world.browser();
    await world.signedInStaff(viewer, await world.staff(organisation.id, "viewer"));
    expect((await refusalOf(viewer.trpc.referrals.create.mutate(RITA))).code).toBe("FORBIDDEN");
  });
});
