import { createHmac } from "node:crypto";
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { CHARGE_TYPES, OUTSIDE_PORTS } from "@/server/db/schema";
import { outsideCalls } from "@/server/db/schema";
import { decryptField, encryptField } from "@/server/security/field-crypto";
import type { PrequalDependencies } from "./prequal-dependencies";

/** Issue 8: the same person and purpose are never asked about twice within 30 days. */
export const REUSE_DAYS = 30;

export type OutsideCall = {
  port: (typeof OUTSIDE_PORTS)[number];
  chargeType: (typeof CHARGE_TYPES)[number];
  /** What identifies whom or what is asked about (SSN and birth date, an address); hashed, never stored. */
  subject: string;
  applicationId: string;
  requestedBy: string;
  adapter: string;
};

/** An outside system did not answer; the call is recorded as failed and may be made again. */
export class OutsideCallFailed extends Error {
  override name = "OutsideCallFailed";
  constructor(
    readonly port: OutsideCall["port"],
    override readonly cause: unknown,
  ) {
    super(`the ${port} call failed`);
  }
}

/** A keyed hash names the subject in the ledger: equal subjects match, and the SSN is not in it. */
export function subjectKeyOf(deps: Pick<PrequalDependencies, "subjectKey">, subject: string): string {
  return createHmac("sha256", deps.subjectKey).update(subject).digest("base64url");
}

const sealContext = (call: Pick<OutsideCall, "port" | "chargeType">, key: string) =>
  `outside_calls.result:${call.port}:${call.chargeType}:${key}`;

/**
 * Asks an outside system once: a result found (or a "no file") for the same subject and purpose in
 * the last 30 days is reused, otherwise the call is made and recorded — who, when, which port, how
 * it ended and what it is billed as — with its result sealed. A failed call is recorded and thrown.
 */
export async function callOnce<T>(
  deps: Pick<PrequalDependencies, "db" | "now" | "fieldKey" | "subjectKey">,
  call: OutsideCall,
  ask: () => Promise<T | null>,
): Promise<{ result: T | null; callId: number; reused: boolean }> {
  const key = subjectKeyOf(deps, call.subject);
  const since = new Date(deps.now().getTime() - REUSE_DAYS * 24 * 60 * 60 * 1000);
  const [earlier] = await deps.db
    .select()
    .from(outsideCalls)
    .where(
      and(
        eq(outsideCalls.port, call.port),
        eq(outsideCalls.chargeType, call.chargeType),
        eq(outsideCalls.subjectKey, key),
        inArray(outsideCalls.outcome, ["found", "notFound"]),
        gt(outsideCalls.occurredAt, since),
      ),
    )
    .orderBy(desc(outsideCalls.occurredAt))
    .limit(1);
  if (earlier) return { result: readResult<T>(deps, earlier), callId: earlier.id, reused: true };

  const record = (outcome: "found" | "notFound" | "failed", result: T | null) =>
    deps.db
      .insert(outsideCalls)
      .values({
        port: call.port,
        chargeType: call.chargeType,
        subjectKey: key,
        applicationId: call.applicationId,
        requestedBy: call.requestedBy,
        adapter: call.adapter,
        outcome,
        resultEncrypted:
          result === null
            ? null
            : encryptField(deps.fieldKey, JSON.stringify(result), sealContext(call, key)),
        occurredAt: deps.now(),
      })
      .returning({ id: outsideCalls.id });
  let result: T | null;
  try {
    result = await ask();
  } catch (error) {
    await record("failed", null);
    throw new OutsideCallFailed(call.port, error);
  }
  const [row] = await record(result === null ? "notFound" : "found", result);
  if (!row) throw new Error("the outside call was not recorded");
  return { result, callId: row.id, reused: false };
}

function readResult<T>(
  deps: Pick<PrequalDependencies, "fieldKey">,
  row: typeof outsideCalls.$inferSelect,
): T | null {
  if (!row.resultEncrypted) return null;
  return JSON.parse(decryptField(deps.fieldKey, row.resultEncrypted, sealContext(row, row.subjectKey))) as T;
}

/** The stored result of a recorded call (the application keeps the ids of its calls). */
export async function resultOfCall<T>(
  deps: Pick<PrequalDependencies, "db" | "fieldKey">,
  callId: number | null,
): Promise<T | null> {
  if (!callId) return null;
  const [row] = await deps.db.select().from(outsideCalls).where(eq(outsideCalls.id, callId)).limit(1);
  return row ? readResult<T>(deps, row) : null;
}
