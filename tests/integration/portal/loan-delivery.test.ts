import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, auditEvents, loanDeliveries } from "@/server/db/schema";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { applicantApplying } from "../support/application-journeys";
import { person } from "../support/prequal-journeys";

/** An application's delivery to the lending system in the portal (decision 083), through /api/trpc. */
const it_ = prequalWorldForEachTest();

async function cast() {
  const { world, db } = it_;
  const orgA = await world.organisation("Acme Credit Union");
  const lender = await world.organisation("Keystone Home Credit", "lender");
  const [app] = await db
    .insert(applications)
    .values({
      flow: "new",
      landingVersion: "A",
      organisationId: orgA.id,
      applicationStatus: "applicationSubmitted",
    })
    .returning({ id: applications.id });
  return {
    applicationId: app?.id as string,
    officerA: await world.signedInMember(orgA.id, "loanOfficer"),
    lenderAdmin: await world.signedInMember(lender.id, "lenderAdmin"),
  };
}

const auditOf = (applicationId: string, action: string) =>
  it_.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, `application:${applicationId}`), eq(auditEvents.action, action)));

describe("portal.loanDelivery (decision 083)", () => {
  it("answers a file the export cannot make with its reason, and records no download", async () => {
    const { applicationId, lenderAdmin } = await cast();
    const refusal = await refusalOf(lenderAdmin.trpc.portal.loanDelivery.download.mutate({ applicationId }));
    expect(refusal.message).toMatch(/^The MISMO file can't be made: .*no accepted offer/);
    expect(await auditOf(applicationId, "application.loanFileDownloaded")).toHaveLength(0);
  });

  it("shows the organisation's loan officer the delivery, and lets only the lender's staff send again or download", async () => {
    const { applicationId, officerA, lenderAdmin } = await cast();
    expect(await officerA.trpc.portal.loanDelivery.get.query({ applicationId })).toMatchObject({
      lendingSystem: "Encompass",
      state: "notSent",
      may: { sendAgain: false, download: false },
    });
    expect(
      await refusalOf(officerA.trpc.portal.loanDelivery.download.mutate({ applicationId })),
    ).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(
      await refusalOf(lenderAdmin.trpc.portal.loanDelivery.sendAgain.mutate({ applicationId })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message:
        "This application has not been submitted, so there is nothing to send to the lending system yet.",
    });

    await it_.db.insert(loanDeliveries).values({
      applicationId,
      system: "encompass",
      state: "failed",
      failureReason: "Encompass refused the loan: X",
    });
    const failed = await lenderAdmin.trpc.portal.loanDelivery.get.query({ applicationId });
    expect(failed).toMatchObject({ state: "failed", failureReason: "Encompass refused the loan: X" });
    expect(failed.may).toEqual({ sendAgain: true, download: true });

    expect(await lenderAdmin.trpc.portal.loanDelivery.sendAgain.mutate({ applicationId })).toEqual({
      state: "waiting",
    });
    const [again] = await it_.db
      .select()
      .from(loanDeliveries)
      .where(eq(loanDeliveries.applicationId, applicationId));
    expect(again).toMatchObject({ state: "waiting", requestedVersion: 2, failureReason: null });
    expect(await auditOf(applicationId, "application.loanFileSentAgain")).toHaveLength(1);
  });

  it("downloads the MISMO file for the lender's staff and records who did, never the file", async () => {
    const { lenderAdmin } = await cast();
    const borrower = person("Lee");
    await applicantApplying(it_.world, { borrower });
    const rows = await it_.db.select().from(applications);
    const applicationId = rows.find(
      (r) => (r.answers as { borrower?: { email?: string } }).borrower?.email === borrower.email,
    )?.id as string;
    const file = await lenderAdmin.trpc.portal.loanDelivery.download.mutate({ applicationId });
    expect(file.fileName).toBe(`mismo-${applicationId}.xml`);
    expect(file.xml).toContain("<MESSAGE");
    const [entry] = await auditOf(applicationId, "application.loanFileDownloaded");
    expect(entry?.actor).toBe(`staff:${lenderAdmin.staffId}`);
    expect(JSON.stringify(entry?.details)).not.toContain("MESSAGE");
  });
});
