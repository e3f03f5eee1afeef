import { and, eq, isNull } from "drizzle-orm";
import { movesStatusBack, STATUS_MOVES_FORWARD } from "@/domain/application/status-moves";
import type { LendingSystem } from "@/domain/enums/lending-systems";
import { statusOrder } from "@/domain/funnel/funnel-steps";
import type { PrequalFlag } from "@/domain/funnel/prequal-flows";
import type { JourneyFacts } from "@/domain/prequal/journey";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { Database } from "@/server/db/client";
import { applications } from "@/server/db/schema";
import { draftTokenHash, newDraftToken } from "./draft-cookie";
import { PrequalError } from "./prequal-error";

export type ApplicationRow = typeof applications.$inferSelect;

/** Who is asking: a signed-in applicant, or a browser holding an anonymous draft's cookie, or neither. */
export interface PrequalCaller {
  applicantId?: string;
  draftToken?: string;
  actor: string;
  address: string;
}

/** The caller's application: the applicant's own, else the unclaimed draft their cookie names. */
export async function findCallerApplication(
  db: Database,
  caller: PrequalCaller,
): Promise<ApplicationRow | undefined> {
  if (caller.applicantId) {
    const [own] = await db
      .select()
      .from(applications)
      .where(eq(applications.applicantId, caller.applicantId))
      .limit(1);
    return own;
  }
  if (!caller.draftToken) return undefined;
  const [draft] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.draftTokenHash, draftTokenHash(caller.draftToken)),
        isNull(applications.applicantId),
      ),
    )
    .limit(1);
  return draft;
}

export const answersOf = (row: ApplicationRow) => row.answers as PrequalAnswers;

export function factsOf(row: ApplicationRow | undefined): JourneyFacts {
  return {
    answers: row ? answersOf(row) : {},
    hasAccount: Boolean(row?.applicantId),
    creditPulled: Boolean(row?.creditCallId),
    referred: Boolean(row?.referralId),
  };
}

/** A new application: the applicant's, or an anonymous draft with a fresh cookie token. */
export async function createApplication(
  db: Database,
  values: {
    flow: PrequalFlag;
    landingVersion: "A" | "B";
    /** The loan origination system this application will be sent to, for its whole life. */
    lendingSystem: LendingSystem;
    applicantId?: string;
    answers?: PrequalAnswers;
    organisationId?: string;
    referralId?: string;
    status?: string;
    now: Date;
  },
): Promise<{ row: ApplicationRow; draftToken?: string }> {
  const draftToken = values.applicantId ? undefined : newDraftToken();
  const [row] = await db
    .insert(applications)
    .values({
      flow: values.flow,
      landingVersion: values.landingVersion,
      lendingSystem: values.lendingSystem,
      applicantId: values.applicantId ?? null,
      draftTokenHash: draftToken ? draftTokenHash(draftToken) : null,
      answers: values.answers ?? {},
      organisationId: values.organisationId ?? null,
      referralId: values.referralId ?? null,
      applicationStatus: values.status ?? null,
      statusOrder: values.status ? (statusOrder(values.status) ?? null) : null,
      createdAt: values.now,
      updatedAt: values.now,
    })
    // An applicant's second request racing the first finds the one the first made.
    .onConflictDoNothing()
    .returning();
  if (row) return { row, draftToken };
  const existing = values.applicantId
    ? await findCallerApplication(db, { applicantId: values.applicantId, actor: "", address: "" })
    : undefined;
  if (!existing) throw new Error("the application was not created");
  return { row: existing, draftToken: undefined };
}

/**
 * Saves answers and the status they lead to (spec §4: every step saves the status with its order).
 * A status past prequalification never moves back (decision 067): such a move is refused here,
 * where prequalification writes statuses, as `changeStatus` refuses it for the application's.
 */
export async function saveProgress(
  db: Database,
  row: ApplicationRow,
  change: { answers?: PrequalAnswers; status?: string | null; now: Date } & Partial<
    Pick<
      ApplicationRow,
      | "product"
      | "declinedAt"
      | "sensitiveEncrypted"
      | "ssnLastFour"
      | "creditCallId"
      | "coborrowerCreditCallId"
      | "valuationCallId"
      | "currentOfferId"
    >
  >,
): Promise<ApplicationRow> {
  const { answers, status, now, ...columns } = change;
  if (status !== undefined && movesStatusBack(row.applicationStatus, status))
    throw new PrequalError("CONFLICT", STATUS_MOVES_FORWARD);
  const [updated] = await db
    .update(applications)
    .set({
      ...columns,
      ...(answers ? { answers } : {}),
      ...(status !== undefined
        ? { applicationStatus: status, statusOrder: status ? (statusOrder(status) ?? null) : null }
        : {}),
      updatedAt: now,
    })
    .where(eq(applications.id, row.id))
    .returning();
  if (!updated) throw new Error("the application disappeared");
  return updated;
}
