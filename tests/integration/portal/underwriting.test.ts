import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DECLINE_IS_FINAL, FUNDED_IS_FINAL, STALE_DECISION } from "@/domain/decisions/human-decision";
import { alreadyAt, NEEDS_APPROVAL, STALE_MILESTONE } from "@/domain/loan-milestones/loan-milestones";
import type { MoveMilestoneRequest } from "@/domain/portal/underwriting-inputs";
import { adverseActionNotices, applications, decisions } from "@/server/db/schema";
import { recordingJobQueue } from "@/server/jobs/recording-job-queue.test-support";
import { registerApplications } from "@/server/services/hmda/loan-application-register";
import { prequalWorldForEachTest, refusalOf } from "../prequal/prequal-world";
import { submittedFileInA } from "./submitted-file-world";

/**
 * Underwriting (issue 22 item 2, decisions 091 and 092) through the real /api/trpc with real staff
 * sessions: the referred queue and its Reg B clock, a person's decision superseding the current one,
 * a person's decline giving the notice, milestones moved forward to funding, and every refusal.
 */
const jobs = recordingJobQueue();
const it_ = prequalWorldForEachTest({ prequal: { jobs } });
const DAY_MS = 86_400_000;

/** Rita's file as the automated decision referred it. */
async function referredFile() {
  const c = await submittedFileInA(it_);
  await it_.db
    .update(decisions)
    .set({ outcome: "referred", reasons: [] })
    .where(eq(decisions.applicationId, c.applicationId));
  const view = await c.lenderAdmin.trpc.portal.underwriting.get.query({ applicationId: c.applicationId });
  return { ...c, firstDecisionId: view.currentDecisionId as string };
}

const approval = (applicationId: string, supersedes: string) => ({
  applicationId,
  supersedes,
  outcome: "approved" as const,
  comment: "Income verified with the 2025 W-2; value supported by the AVM.",
  reasons: [],
});

describe("portal.underwriting.queue and decide", () => {
  it("lists a referred file oldest first with its 30-day clock; a person's approval supersedes the automated decision, says so, and every reader follows it", async () => {
    const c = await referredFile();
    // Completed ten days ago (moving the clock would end the staff's sessions).
    await it_.db
      .update(applications)
      .set({ applicationCompletedAt: new Date(Date.now() - 10 * DAY_MS) })
      .where(eq(applications.id, c.applicationId));
    const { files } = await c.lenderAdmin.trpc.portal.underwriting.queue.query();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ applicationId: c.applicationId, name: "Rita Landlord", overdue: false });
    expect(files[0]?.daysLeft).toBe(20);
    await it_.db
      .update(applications)
      .set({ applicationCompletedAt: new Date(Date.now() - 33 * DAY_MS) })
      .where(eq(applications.id, c.applicationId));
    const [overdue] = (await c.lenderAdmin.trpc.portal.underwriting.queue.query()).files;
    expect(overdue).toMatchObject({ daysLeft: -3, overdue: true });

    jobs.sent.length = 0;
    const decided = await c.lenderAdmin.trpc.portal.underwriting.decide.mutate(
      approval(c.applicationId, c.firstDecisionId),
    );
    expect(decided.outcome).toBe("approved");
    const view = await c.officerA.trpc.portal.underwriting.get.query({ applicationId: c.applicationId });
    expect(view.currentDecisionId).toBe(decided.decisionId);
    expect(view.decisions.map((d) => [d.outcome, d.supersedes])).toEqual([
      ["approved", c.firstDecisionId],
      ["referred", null],
    ]);
    expect(view.decisions[0]?.comment).toContain("W-2");
    expect(view.decisions[0]?.decidedBy).toMatch(/lenderAdmin/);
    expect(view.decisions[1]?.decidedBy).toBe("The system");
    expect(view.may).toEqual({ decide: false, moveMilestones: false });
    // The queue, the applicant, the pipeline and the loan file read the current decision.
    expect((await c.lenderAdmin.trpc.portal.underwriting.queue.query()).files).toEqual([]);
    expect((await c.rita.trpc.submission.status.query()).outcome).toBe("approved");
    const file = await c.lenderAdmin.trpc.portal.loanFile.get.query({ applicationId: c.applicationId });
    expect(file.decision?.outcome).toBe("approved");
    expect(file.decision?.decidedBy).toMatch(/lenderAdmin/);
    expect(
      file.timeline.some(
        (t) => t.what === "Decision recorded: Approved, replacing “Referred to an underwriter”",
      ),
    ).toBe(true);
    const pipeline = await c.lenderAdmin.trpc.portal.pipeline.list.query({ page: 1 });
    expect(pipeline.applications.find((r) => r.applicationId === c.applicationId)?.decision).toBe("approved");
    // The applicant is told of the new decision, once per decision.
    expect(jobs.sent.filter((j) => j.name === "milestone.mail").map((j) => j.options?.singletonKey)).toEqual([
      `decision:${decided.decisionId}`,
    ]);

    // A second decision supersedes the first person's; one made over a decision since replaced is stale.
    const counter = await c.lenderAdmin.trpc.portal.underwriting.decide.mutate({
      ...approval(c.applicationId, decided.decisionId),
      outcome: "counteroffer",
      comment: "We can offer a $60,000 line at 8.25% instead of $85,000.",
    });
    const again = await refusalOf(
      c.lenderAdmin.trpc.portal.underwriting.decide.mutate(approval(c.applicationId, decided.decisionId)),
    );
    expect(again).toMatchObject({ code: "CONFLICT", httpStatus: 409, message: STALE_DECISION });
    const history = await c.lenderAdmin.trpc.portal.underwriting.get.query({
      applicationId: c.applicationId,
    });
    expect(history.decisions.map((d) => d.outcome)).toEqual(["counteroffer", "approved", "referred"]);
    expect(history.currentDecisionId).toBe(counter.decisionId);
    expect(
      await it_.db.select().from(decisions).where(eq(decisions.applicationId, c.applicationId)),
    ).toHaveLength(3);
  });

  it("a person's decline gives the adverse-action notice with its principal reasons, dates the action taken, and ends the file", async () => {
    const c = await referredFile();
    const declined = await c.lenderAdmin.trpc.portal.underwriting.decide.mutate({
      applicationId: c.applicationId,
      supersedes: c.firstDecisionId,
      outcome: "declined",
      comment: "Verified income is lower than stated: DTI 61% after the new line.",
      reasons: ["highDebtToIncome", "latePayment"],
    });
    const [notice] = await it_.db
      .select()
      .from(adverseActionNotices)
      .where(eq(adverseActionNotices.applicationId, c.applicationId));
    expect(notice?.reasons).toEqual(["highDebtToIncome", "latePayment"]);
    expect(JSON.stringify(notice?.notice)).toContain("Excessive obligations in relation to income");
    const [row] = await it_.db.select().from(applications).where(eq(applications.id, c.applicationId));
    expect(row?.declinedAt).toEqual(declined.decidedAt);
    // HMDA's action taken follows the person's decision and its date.
    const register = await registerApplications(
      it_.db,
      declined.decidedAt.getUTCFullYear(),
      it_.world.api.prequal.fieldKey,
    );
    expect(register.find((a) => a.applicationId === c.applicationId)).toMatchObject({
      action: "declined",
    });
    // A decline is final: no later decision, no milestone.
    const after = await refusalOf(
      c.lenderAdmin.trpc.portal.underwriting.decide.mutate(approval(c.applicationId, declined.decisionId)),
    );
    expect(after).toMatchObject({ code: "CONFLICT", message: DECLINE_IS_FINAL });
    const move = await refusalOf(
      c.lenderAdmin.trpc.portal.underwriting.moveMilestone.mutate({
        applicationId: c.applicationId,
        from: "submitted",
        to: "processing",
      }),
    );
    expect(move).toMatchObject({ code: "CONFLICT", httpStatus: 409 });
  });

  it("refuses each invalid field with its sentence, every partner role with 403, and a file nobody can reach with 404", async () => {
    const c = await referredFile();
    const decide = (input: object) =>
      refusalOf(
        c.lenderAdmin.trpc.portal.underwriting.decide.mutate({
          ...approval(c.applicationId, c.firstDecisionId),
          ...input,
        } as ReturnType<typeof approval>),
      );
    for (const [input, field] of [
      [{ comment: "  " }, "comment"],
      [{ comment: "x".repeat(2001) }, "comment"],
      [{ outcome: "referred" }, "outcome"],
      [{ outcome: "declined" }, "reasons"],
      [{ reasons: ["lowEquity"] }, "reasons"],
      [{ supersedes: "not-an-id" }, "supersedes"],
      [{ applicationId: "not-an-id" }, "applicationId"],
    ] as const) {
      const refused = await decide(input);
      expect(refused?.code, JSON.stringify(input)).toBe("BAD_REQUEST");
      expect(refused?.fieldErrors?.[field]?.[0], JSON.stringify(input)).toMatch(/\w/);
    }
    const move = (input: object) =>
      refusalOf(
        c.lenderAdmin.trpc.portal.underwriting.moveMilestone.mutate({
          applicationId: c.applicationId,
          from: "submitted",
          to: "processing",
          ...input,
        } as MoveMilestoneRequest),
      );
    for (const [input, field] of [
      [{ to: "approved" }, "to"],
      [{ from: "somewhere" }, "from"],
    ] as const) {
      const refused = await move(input);
      expect(refused?.code, JSON.stringify(input)).toBe("BAD_REQUEST");
      expect(refused?.fieldErrors?.[field]?.[0], JSON.stringify(input)).toMatch(/\w/);
    }
    for (const partner of [c.officerA, c.adminA, c.viewerA, c.officerB]) {
      const refused = await refusalOf(
        partner.trpc.portal.underwriting.decide.mutate(approval(c.applicationId, c.firstDecisionId)),
      );
      expect(refused).toMatchObject({ code: "FORBIDDEN", httpStatus: 403 });
      expect(await refusalOf(partner.trpc.portal.underwriting.queue.query())).toMatchObject({
        code: "FORBIDDEN",
      });
      expect(
        await refusalOf(
          partner.trpc.portal.underwriting.moveMilestone.mutate({
            applicationId: c.applicationId,
            from: "submitted",
            to: "processing",
          }),
        ),
      ).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(
      await refusalOf(c.officerB.trpc.portal.underwriting.get.query({ applicationId: c.applicationId })),
    ).toMatchObject({ code: "NOT_FOUND", httpStatus: 404 });
    expect(
      await refusalOf(
        c.lenderAdmin.trpc.portal.underwriting.decide.mutate(approval(randomUUID(), c.firstDecisionId)),
      ),
    ).toMatchObject({ code: "NOT_FOUND", httpStatus: 404 });
    // Nothing was recorded by any refused call.
    expect(
      await it_.db.select().from(decisions).where(eq(decisions.applicationId, c.applicationId)),
    ).toHaveLength(1);
  });
});

describe("portal.underwriting.moveMilestone", () => {
  it("moves a loan forward to funding, past underwriting only once approved, never back; funding sets the applicant's Funds sent", async () => {
    const c = await referredFile();
    const move = (from: string, to: string) =>
      c.lenderAdmin.trpc.portal.underwriting.moveMilestone.mutate({
        applicationId: c.applicationId,
        from,
        to,
      } as { applicationId: string; from: "submitted"; to: "processing" });
    await move("submitted", "processing");
    await move("processing", "underwriting");
    expect(await refusalOf(move("underwriting", "conditionallyApproved"))).toMatchObject({
      code: "CONFLICT",
      message: NEEDS_APPROVAL,
    });
    const { decisionId } = await c.lenderAdmin.trpc.portal.underwriting.decide.mutate(
      approval(c.applicationId, c.firstDecisionId),
    );
    await move("underwriting", "clearToClose");
    expect(await refusalOf(move("underwriting", "closing"))).toMatchObject({
      code: "CONFLICT",
      message: STALE_MILESTONE,
    });
    expect(await refusalOf(move("clearToClose", "processing"))).toMatchObject({
      code: "CONFLICT",
      message: alreadyAt("clearToClose"),
    });
    const before = await c.rita.trpc.submission.status.query();
    expect(before.milestones.find((m) => m.key === "funds")?.at).toBeNull();
    expect(before.milestones.find((m) => m.key === "clearToClose")?.at).not.toBeNull();
    // Skipped over: reached by the move that passed it.
    expect(before.milestones.find((m) => m.key === "conditionallyApproved")?.at).not.toBeNull();
    await move("clearToClose", "funded");
    const after = await c.rita.trpc.submission.status.query();
    // Dated by the move's audit record, on the database's clock like every milestone before it.
    const fundedAt = after.milestones.find((m) => m.key === "funds")?.at;
    const clearedAt = before.milestones.find((m) => m.key === "clearToClose")?.at;
    expect(fundedAt).toBeInstanceOf(Date);
    expect(fundedAt?.getTime()).toBeGreaterThanOrEqual(clearedAt?.getTime() ?? Number.POSITIVE_INFINITY);
    const view = await c.lenderAdmin.trpc.portal.underwriting.get.query({ applicationId: c.applicationId });
    expect(view).toMatchObject({ milestone: "funded" });
    expect(view.milestoneBy).toMatch(/lenderAdmin/);
    const file = await c.lenderAdmin.trpc.portal.loanFile.get.query({ applicationId: c.applicationId });
    expect(file.timeline.some((t) => t.what === "Milestone reached: Funded")).toBe(true);
    expect(file.applicant.stage).toBe("Funded");
    const pipeline = await c.lenderAdmin.trpc.portal.pipeline.list.query({ page: 1 });
    expect(pipeline.applications.find((r) => r.applicationId === c.applicationId)?.stageLabel).toBe("Funded");
    // A funded loan's decision no longer changes.
    expect(
      await refusalOf(
        c.lenderAdmin.trpc.portal.underwriting.decide.mutate(approval(c.applicationId, decisionId)),
      ),
    ).toMatchObject({ code: "CONFLICT", message: FUNDED_IS_FINAL });
  });
});
