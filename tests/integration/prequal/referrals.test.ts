import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, auditEvents } from "@/server/db/schema";
import type { Browser } from "../support/auth-client";
import {
  answerNewFlowStart,
  NEW_FLOW_START,
  newFlowToPull,
  person,
  saveStep,
  signInWithCode,
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
  it("starts an application with status mcr, the partner's organisation and its prefilled answers", async () => {
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
    expect(row).toMatchObject({
      organisationId: organisation.id,
      applicationStatus: "mcr",
      applicantId: null,
    });

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
    const { organisation, admin } = await partnerAdmin("Acme Credit Union");
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
    expect(referred.map((a) => a.organisationId)).toEqual([organisation.id]);
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

describe("a referred draft claimed by an applicant who has an application already (decision 036)", () => {
  /** Ann opens the partner's link anonymously on another computer, then signs in there with a code. */
  async function openLinkThenSignIn(token: string, email: string) {
    const { world } = it_;
    const later = world.browser();
    expect(await startFrom(later, token)).toEqual({ next: "/app/initial-setup/mcr" });
    await later.form("applicant", "/signin/email", { email });
    await signInWithCode(world, later, email);
    await later.trpc.prequal.record.query(); // the first call with the session claims the draft
    return later;
  }

  /** Ann's application: the one row with an applicant (the retired draft has none). */
  const ownRow = async () => {
    const rows = await it_.db.select().from(applications);
    const own = rows.filter((r) => r.applicantId !== null);
    expect(own).toHaveLength(1);
    return own[0] as (typeof rows)[number];
  };

  it("carries the partner's organisation and referral over to an application that has none, before the check", async () => {
    const { world, db } = it_;
    const { organisation, admin } = await partnerAdmin("Acme Credit Union");
    const token = tokenOf((await admin.trpc.referrals.create.mutate(RITA)).url);
    const ann = person("Lee", { email: RITA.email });
    const earlier = world.browser();
    await saveStep(earlier, "new", "building-type", NEW_FLOW_START[0].answers);
    await submitCreditSigningUp(world, earlier, ann);

    const later = await openLinkThenSignIn(token, ann.email);
    const own = await ownRow();
    expect(own).toMatchObject({ organisationId: organisation.id, referralId: expect.any(String) });
    // Moved, not copied: the partner's one lead is her application, not the retired draft.
    expect(
      await db.select().from(applications).where(eq(applications.organisationId, organisation.id)),
    ).toEqual([expect.objectContaining({ id: own.id, applicantId: own.applicantId })]);
    expect(await later.trpc.prequal.journey.query({ flow: "old" })).toMatchObject({ referred: true });
    const [carried] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "prequal.referralCarriedOver"));
    expect(carried).toMatchObject({
      subject: `application:${own.id}`,
      details: expect.objectContaining({ organisationId: organisation.id }),
    });
    // The partner sees its link used; another sees nothing.
    expect(await admin.trpc.referrals.list.query()).toEqual([expect.objectContaining({ claimed: true })]);
    expect(await (await partnerAdmin("Birch Mortgage Brokers")).admin.trpc.referrals.list.query()).toEqual(
      [],
    );
  });

  it("carries it over to an application past the credit check too, leaving its answers and pull as they were", async () => {
    const { world } = it_;
    const { organisation, admin } = await partnerAdmin("Acme Credit Union");
    const token = tokenOf((await admin.trpc.referrals.create.mutate(RITA)).url);
    const ann = person("Lee");
    const earlier = world.browser();
    expect(await newFlowToPull(world, earlier, ann)).toEqual({ next: "/prequal/mortgage-select" });
    const before = await ownRow();

    await openLinkThenSignIn(token, ann.email);
    const after = await ownRow();
    expect(after).toMatchObject({
      organisationId: organisation.id,
      flow: "new",
      applicationStatus: before.applicationStatus,
      creditCallId: before.creditCallId,
      answers: before.answers,
    });
  });

  it("keeps another partner's organisation already on the application, and records the one not carried over", async () => {
    const { world, db } = it_;
    const first = await partnerAdmin("Acme Credit Union");
    const second = await partnerAdmin("Birch Mortgage Brokers");
    const ann = person("Moss", { email: RITA.email });
    // Ann came through Acme's link and made her account from it.
    const earlier = world.browser();
    await startFrom(earlier, tokenOf((await first.admin.trpc.referrals.create.mutate(RITA)).url));
    await saveStep(earlier, "old", "mcr", {});
    await earlier.trpc.prequal.createAccount.mutate({ flow: "old", email: ann.email, phone: ann.phone });
    await signInWithCode(world, earlier, ann.email);
    await earlier.trpc.prequal.record.query(); // her draft becomes her application

    await openLinkThenSignIn(tokenOf((await second.admin.trpc.referrals.create.mutate(RITA)).url), ann.email);
    expect(await ownRow()).toMatchObject({ organisationId: first.organisation.id });
    const [kept] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "prequal.referralNotCarriedOver"));
    expect(kept?.details).toMatchObject({
      organisationId: second.organisation.id,
      keptOrganisationId: first.organisation.id,
    });
  });
});
