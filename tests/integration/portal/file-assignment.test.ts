import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, auditEvents } from "@/server/db/schema";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";

/**
 * Who works a file (issue 22 item 6, decision 089) through the real /api/trpc with real staff
 * sessions: a lender administrator assigns anyone who fits, an organisation's admin its own loan
 * officers on its own files, everyone else is refused; the pipeline shows the names and filters by them.
 */
const it_ = prequalWorldForEachTest();

/** Organisation A's referred file and B's, with the people who may work them. */
async function cast() {
  const { world, db } = it_;
  const orgA = await world.organisation("Acme Credit Union");
  const orgB = await world.organisation("Birch Mortgage Brokers");
  const lender = await world.organisation("Keystone Home Credit", "lender");
  const fileOf = async (organisationId: string, firstName: string) => {
    const [row] = await db
      .insert(applications)
      .values({
        flow: "old",
        landingVersion: "A",
        organisationId,
        referralId: randomUUID(),
        applicationStatus: "mcr",
        answers: { borrower: { firstName, lastName: "Moss", email: `${firstName.toLowerCase()}@mail.test` } },
      })
      .returning({ id: applications.id });
    return row?.id as string;
  };
  return {
    fileA: await fileOf(orgA.id, "Rita"),
    fileB: await fileOf(orgB.id, "Otto"),
    adminA: await world.signedInMember(orgA.id, "admin"),
    officerA: await world.signedInMember(orgA.id, "loanOfficer"),
    otherOfficerA: await world.signedInMember(orgA.id, "loanOfficer"),
    viewerA: await world.signedInMember(orgA.id, "viewer"),
    adminB: await world.signedInMember(orgB.id, "admin"),
    officerB: await world.signedInMember(orgB.id, "loanOfficer"),
    lenderAdmin: await world.signedInMember(lender.id, "lenderAdmin"),
    processor: await world.signedInMember(lender.id, "processor"),
    lenderOfficer: await world.signedInMember(lender.id, "lenderLoanOfficer"),
    underwriter: await world.signedInMember(lender.id, "underwriter"),
  };
}

describe("portal.assignment.assign", () => {
  it("lets a lender administrator give a file a loan officer and a processor, audited, and shows them", async () => {
    const c = await cast();
    const saved = await c.lenderAdmin.trpc.portal.assignment.assign.mutate({
      applicationId: c.fileA,
      loanOfficerId: c.officerA.staffId,
      processorId: c.processor.staffId,
    });
    expect(saved).toEqual({
      loanOfficer: { id: c.officerA.staffId, name: c.officerA.name },
      processor: { id: c.processor.staffId, name: c.processor.name },
    });
    const seen = await c.viewerA.trpc.portal.assignment.get.query({ applicationId: c.fileA });
    expect(seen).toMatchObject({
      loanOfficer: saved.loanOfficer,
      processor: saved.processor,
      mayAssign: false,
    });
    expect(seen.candidates).toEqual({ loanOfficers: [], processors: [] });
    const [audit] = await it_.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "portal.file.assigned"));
    expect(audit).toMatchObject({
      actor: `staff:${c.lenderAdmin.staffId}`,
      subject: `application:${c.fileA}`,
      details: {
        loanOfficerId: c.officerA.staffId,
        processorId: c.processor.staffId,
        previousLoanOfficerId: null,
      },
    });
  });

  it("offers a lender administrator the file's organisation's loan officers, the lender's, and its processors", async () => {
    const c = await cast();
    const { candidates, mayAssign, mayAssignProcessor } =
      await c.lenderAdmin.trpc.portal.assignment.get.query({
        applicationId: c.fileA,
      });
    expect(mayAssign && mayAssignProcessor).toBe(true);
    expect(candidates.loanOfficers.map((p) => p.id).sort()).toEqual(
      [c.officerA.staffId, c.otherOfficerA.staffId, c.lenderOfficer.staffId].sort(),
    );
    expect(candidates.processors.map((p) => p.id)).toEqual([c.processor.staffId]);
  });

  it("lets an organisation's admin assign its own loan officers on its own files, but not the processor", async () => {
    const c = await cast();
    const saved = await c.adminA.trpc.portal.assignment.assign.mutate({
      applicationId: c.fileA,
      loanOfficerId: c.officerA.staffId,
      processorId: null,
    });
    expect(saved.loanOfficer?.id).toBe(c.officerA.staffId);
    const processor = await refusalOf(
      c.adminA.trpc.portal.assignment.assign.mutate({
        applicationId: c.fileA,
        loanOfficerId: c.officerA.staffId,
        processorId: c.processor.staffId,
      }),
    );
    expect(processor).toMatchObject({ code: "FORBIDDEN", httpStatus: 403 });
    expect(processor.message).toContain("choose a file’s processor");
  });

  it("answers not found for a person out of the assigner's reach: another organisation's or the lender's", async () => {
    const c = await cast();
    for (const loanOfficerId of [c.officerB.staffId, c.lenderOfficer.staffId, randomUUID()]) {
      const answer = await refusalOf(
        c.adminA.trpc.portal.assignment.assign.mutate({
          applicationId: c.fileA,
          loanOfficerId,
          processorId: null,
        }),
      );
      expect(answer).toMatchObject({ code: "NOT_FOUND", httpStatus: 404 });
    }
  });

  it("refuses someone who does not fit the slot with a sentence naming them", async () => {
    const c = await cast();
    const viewer = await refusalOf(
      c.lenderAdmin.trpc.portal.assignment.assign.mutate({
        applicationId: c.fileA,
        loanOfficerId: c.viewerA.staffId,
        processorId: null,
      }),
    );
    expect(viewer).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(viewer.message).toBe(
      `${c.viewerA.name} cannot work this file: choose an active loan officer of this file’s organisation or of the lender.`,
    );
    const underwriter = await refusalOf(
      c.lenderAdmin.trpc.portal.assignment.assign.mutate({
        applicationId: c.fileA,
        loanOfficerId: null,
        processorId: c.underwriter.staffId,
      }),
    );
    expect(underwriter.code).toBe("BAD_REQUEST");
    // B's loan officer on A's file: in the lender administrator's reach, but not of the file's organisation.
    const elsewhere = await refusalOf(
      c.lenderAdmin.trpc.portal.assignment.assign.mutate({
        applicationId: c.fileA,
        loanOfficerId: c.officerB.staffId,
        processorId: null,
      }),
    );
    expect(elsewhere.code).toBe("BAD_REQUEST");
  });

  it("refuses each field that is not an id with its own sentence", async () => {
    const c = await cast();
    const valid = { applicationId: c.fileA, loanOfficerId: null, processorId: null };
    const cases = [
      [
        { ...valid, applicationId: "rita" },
        "applicationId",
        "Reload the page: we could not tell which applicant this is",
      ],
      [{ ...valid, loanOfficerId: "Sam" }, "loanOfficerId", "Choose a loan officer from the list."],
      [{ ...valid, processorId: "Pat" }, "processorId", "Choose a processor from the list."],
    ] as const;
    for (const [input, field, sentence] of cases) {
      const answer = await refusalOf(c.lenderAdmin.trpc.portal.assignment.assign.mutate(input));
      expect(answer, field).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
      expect(answer.fieldErrors?.[field], field).toEqual([sentence]);
    }
  });

  it("refuses a role without the permission with 403, and another organisation's file with 404", async () => {
    const c = await cast();
    const input = { applicationId: c.fileA, loanOfficerId: c.officerA.staffId, processorId: null };
    for (const caller of [c.officerA, c.viewerA, c.processor, c.underwriter, c.lenderOfficer]) {
      const answer = await refusalOf(caller.trpc.portal.assignment.assign.mutate(input));
      expect(answer).toMatchObject({ code: "FORBIDDEN", httpStatus: 403 });
    }
    const other = await refusalOf(c.adminB.trpc.portal.assignment.assign.mutate(input));
    expect(other).toMatchObject({ code: "NOT_FOUND", httpStatus: 404 });
    const read = await refusalOf(c.adminB.trpc.portal.assignment.get.query({ applicationId: c.fileA }));
    expect(read).toMatchObject({ code: "NOT_FOUND", httpStatus: 404 });
  });
});

describe("the pipeline's assigned column and whose files (decision 089)", () => {
  it("names the assigned loan officer and processor, and filters by mine and by no loan officer yet", async () => {
    const c = await cast();
    await c.lenderAdmin.trpc.portal.assignment.assign.mutate({
      applicationId: c.fileA,
      loanOfficerId: c.officerA.staffId,
      processorId: c.processor.staffId,
    });
    const all = await c.lenderAdmin.trpc.portal.pipeline.list.query({ page: 1 });
    const rowA = all.applications.find((a) => a.applicationId === c.fileA);
    expect(rowA).toMatchObject({ loanOfficerName: c.officerA.name, processorName: c.processor.name });
    expect(all.applications.find((a) => a.applicationId === c.fileB)).toMatchObject({
      loanOfficerName: null,
      processorName: null,
    });

    const mine = (b: typeof c.officerA) => b.trpc.portal.pipeline.list.query({ page: 1, assignee: "mine" });
    expect((await mine(c.officerA)).applications.map((a) => a.applicationId)).toEqual([c.fileA]);
    expect((await mine(c.processor)).applications.map((a) => a.applicationId)).toEqual([c.fileA]);
    expect((await mine(c.otherOfficerA)).applications).toEqual([]);
    expect((await mine(c.otherOfficerA)).total).toBe(0);
    const unassigned = await c.lenderAdmin.trpc.portal.pipeline.list.query({
      page: 1,
      assignee: "unassigned",
    });
    expect(unassigned.applications.map((a) => a.applicationId)).toEqual([c.fileB]);

    const csv = await c.processor.trpc.portal.pipeline.export.mutate({ assignee: "mine" });
    expect(csv.csv).toContain(c.officerA.name);
  });

  it("refuses a whose-files filter that is not offered", async () => {
    const c = await cast();
    const answer = await refusalOf(
      c.officerA.trpc.portal.pipeline.list.query({ page: 1, assignee: "theirs" as "mine" }),
    );
    expect(answer).toMatchObject({ code: "BAD_REQUEST" });
    expect(JSON.stringify(answer)).toContain("Choose whose files to show.");
  });
});
