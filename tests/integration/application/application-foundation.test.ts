import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, auditEvents } from "@/server/db/schema";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { saveApplicationStep } from "@/server/services/application/save-application-step";
import { readSection } from "@/server/services/application/section-store";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { applicantApplying } from "../support/application-journeys";
import { saveScreensBefore } from "../support/application-sections";
import { newFlowToOffer, person } from "../support/prequal-journeys";

const it_ = prequalWorldForEachTest();

/** The service's context for the applicant's application, as applicationProcedure builds it. */
async function contextOf(email: string): Promise<ApplicationContext> {
  const { db } = it_;
  const rows = await db.select().from(applications);
  const application = rows.find(
    (row) => (row.answers as { borrower?: { email?: string } }).borrower?.email === email,
  );
  if (!application) throw new Error(`no application for ${email}`);
  return {
    deps: it_.world.api.prequal,
    application,
    actor: `applicant:${application.applicantId}`,
    address: "198.51.100.9",
  };
}

const personal = { legalName: "Ann Lee" };

describe("application.journey (issue 9)", () => {
  it("opens the application at step 1 once the offer is accepted, with every later screen closed", async () => {
    const { browser } = await applicantApplying(it_.world);
    const journey = await browser.trpc.application.journey.query();
    expect(journey.resume).toBe("/app/application/1");
    expect(journey.places[0]).toMatchObject({
      step: "personalInfo",
      who: "borrower",
      open: true,
      saved: false,
    });
    expect(journey.places.slice(1).every((p) => !p.open)).toBe(true);
    expect(journey.places.at(-1)).toMatchObject({ step: "summary" });
  });

  it("lists the coborrower's turn after the borrower's on every borrower screen", async () => {
    const { browser } = await applicantApplying(it_.world, {
      borrower: person("Lee"),
      coborrower: person("Lee", { firstName: "Ben" }),
    });
    const journey = await browser.trpc.application.journey.query();
    expect(journey.hasCoborrower).toBe(true);
    expect(journey.coborrowerName).toBe("Ben");
    expect(journey.places.slice(0, 2).map((p) => p.path)).toEqual([
      "/app/application/1",
      "/app/application/1?borrower=coborrower",
    ]);
  });

  it("refuses an applicant who has not accepted an offer, and anyone not signed in", async () => {
    const b = it_.world.browser();
    const offer = await newFlowToOffer(it_.world, b, person("Lee"));
    expect(offer.declined).toBe(false);
    expect(await refusalOf(b.trpc.application.journey.query())).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusalOf(it_.world.browser().trpc.application.journey.query())).toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("saveApplicationStep: in order, against the loaded version, status forward only", () => {
  it("saves step 1, moves the status to application3 with an audit record, and names step 2 next", async () => {
    const { borrower } = await applicantApplying(it_.world);
    const ctx = await contextOf(borrower.email);
    const saved = await saveApplicationStep(ctx, {
      step: "personalInfo",
      who: "borrower",
      version: 0,
      data: personal,
    });
    expect(saved).toEqual({ version: 1, next: "/app/application/2", notices: [] });
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, ctx.application.id));
    expect(row?.applicationStatus).toBe("application3");
    const audits = await it_.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "application.statusChanged"),
          eq(auditEvents.subject, `application:${ctx.application.id}`),
        ),
      );
    expect(audits.map((a) => a.details)).toEqual([{ from: "application", to: "application3" }]);
  });

  it("refuses a screen whose earlier screens are not saved, naming the first one to finish", async () => {
    const { borrower } = await applicantApplying(it_.world);
    const ctx = await contextOf(borrower.email);
    await expect(
      saveApplicationStep(ctx, { step: "employment", who: "borrower", version: 0, data: {} }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Finish “Personal information” first." });
  });

  it("refuses a save from a stale tab (an old version) and keeps the newer answers", async () => {
    const { borrower } = await applicantApplying(it_.world);
    const ctx = await contextOf(borrower.email);
    await saveApplicationStep(ctx, { step: "personalInfo", who: "borrower", version: 0, data: personal });
    await saveApplicationStep(ctx, {
      step: "personalInfo",
      who: "borrower",
      version: 1,
      data: { legalName: "Ann B. Lee" },
    });
    await expect(
      saveApplicationStep(ctx, {
        step: "personalInfo",
        who: "borrower",
        version: 1,
        data: { legalName: "Stale" },
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const kept = await readSection(it_.db, ctx.deps.fieldKey, ctx.application.id, "personalInfo", "borrower");
    expect(kept).toMatchObject({ version: 2, data: { legalName: "Ann B. Lee" } });
  });

  it("lets two concurrent saves of the same version through once: the other is told to reload", async () => {
    const { borrower } = await applicantApplying(it_.world);
    const ctx = await contextOf(borrower.email);
    const outcomes = await Promise.allSettled([
      saveApplicationStep(ctx, {
        step: "personalInfo",
        who: "borrower",
        version: 0,
        data: { legalName: "Tab one" },
      }),
      saveApplicationStep(ctx, {
        step: "personalInfo",
        who: "borrower",
        version: 0,
        data: { legalName: "Tab two" },
      }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.find((o) => o.status === "rejected")).toMatchObject({ reason: { code: "CONFLICT" } });
  });

  it("refuses a coborrower's turn on an application without a coborrower", async () => {
    const { borrower } = await applicantApplying(it_.world);
    const ctx = await contextOf(borrower.email);
    await expect(
      saveApplicationStep(ctx, { step: "personalInfo", who: "coborrower", version: 0, data: personal }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "This application has no coborrower." });
  });

  it("keeps the status where it is when an earlier screen is edited after later ones", async () => {
    const { borrower } = await applicantApplying(it_.world);
    const ctx = await contextOf(borrower.email);
    await saveApplicationStep(ctx, { step: "personalInfo", who: "borrower", version: 0, data: personal });
    await saveApplicationStep(ctx, { step: "subjectProperty", who: "application", version: 0, data: {} });
    const edited = await saveApplicationStep(ctx, {
      step: "personalInfo",
      who: "borrower",
      version: 1,
      data: personal,
    });
    expect(edited.next).toBe("/app/application/2");
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, ctx.application.id));
    expect(row?.applicationStatus).toBe("application4");
  });

  it("sends an edit made after every screen was done back to the summary, not on through later screens", async () => {
    const { borrower } = await applicantApplying(it_.world);
    const ctx = await contextOf(borrower.email);
    await saveScreensBefore(ctx, "summary");
    const edited = await saveApplicationStep(ctx, {
      step: "personalInfo",
      who: "borrower",
      version: 1,
      data: personal,
    });
    expect(edited.next).toBe("/app/application/application-summary");
  });

  it("never takes the status back from a later stage (disclosures) when an answer is edited", async () => {
    const { borrower } = await applicantApplying(it_.world);
    const ctx = await contextOf(borrower.email);
    await saveApplicationStep(ctx, { step: "personalInfo", who: "borrower", version: 0, data: personal });
    await it_.db
      .update(applications)
      .set({ applicationStatus: "disclosures" })
      .where(eq(applications.id, ctx.application.id));
    await saveApplicationStep(ctx, { step: "personalInfo", who: "borrower", version: 1, data: personal });
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, ctx.application.id));
    expect(row?.applicationStatus).toBe("disclosures");
  });

  it("refuses a save once the application is declined, even from a tab that loaded it before", async () => {
    const { borrower } = await applicantApplying(it_.world);
    const ctx = await contextOf(borrower.email);
    await it_.db
      .update(applications)
      .set({ declinedAt: new Date() })
      .where(eq(applications.id, ctx.application.id));
    await expect(
      saveApplicationStep(ctx, { step: "personalInfo", who: "borrower", version: 0, data: personal }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("seals sensitive values apart from the answers, opening only for the same application and screen", async () => {
    const { borrower } = await applicantApplying(it_.world);
    const ctx = await contextOf(borrower.email);
    await saveApplicationStep(ctx, { step: "personalInfo", who: "borrower", version: 0, data: personal });
    await saveApplicationStep(ctx, {
      step: "subjectProperty",
      who: "application",
      version: 0,
      data: {},
      sensitive: { accountNumber: "000123456789" },
    });
    const read = await readSection(
      it_.db,
      ctx.deps.fieldKey,
      ctx.application.id,
      "subjectProperty",
      "application",
    );
    expect(read.sensitive).toEqual({ accountNumber: "000123456789" });
    const dump = JSON.stringify(await it_.db.execute("select * from application_sections"));
    expect(dump).not.toContain("000123456789");
  });
});
