import { TRPCClientError } from "@trpc/client";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { Connection } from "@/server/db/client";
import {
  adverseActionNotices,
  applicationCoborrowers,
  applicationMessages,
  applicationSections,
  applications,
  borrowerReminders,
  conditions,
  decisions,
  disbursementInstructions,
  disclosureDeliveries,
  disclosureDocuments,
  disclosureSignatures,
  documents,
  esignConsents,
  identityVerifications,
  insurancePolicies,
  loanDeliveries,
  loanDeliveryAttempts,
  mailAlertsSent,
  offers,
  outsideCalls,
  referralLinks,
  referrerConsents,
  softPullConsents,
  uploadRequests,
} from "@/server/db/schema";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import { type AuthWorld, authWorld, emptyAccountTables } from "../auth/auth-world";
import { freshDatabase } from "../support/test-database";

/** The application's and prequalification's tables, children first, then every table sign-in writes. */
async function emptyPrequalTables(db: Connection["db"]) {
  for (const table of [
    applicationMessages,
    borrowerReminders,
    mailAlertsSent,
    loanDeliveryAttempts,
    loanDeliveries,
    disbursementInstructions,
    decisions,
    disclosureSignatures,
    disclosureDocuments,
    disclosureDeliveries,
    esignConsents,
    identityVerifications,
    applicationCoborrowers,
    insurancePolicies,
    documents,
    uploadRequests,
    conditions,
    applicationSections,
    offers,
    adverseActionNotices,
    softPullConsents,
    referrerConsents,
    outsideCalls,
    referralLinks,
    applications,
  ]) {
    await db.delete(table);
  }
  await emptyAccountTables(db);
}

/**
 * One migrated database for the test file, emptied before each test, and a fresh auth world on it
 * (the real /api/trpc handler with the sandbox credit bureau and valuation, licensed in DE and PA).
 * The rate sheets stay: the first pricing puts the defaults in as version 1.
 */
export function prequalWorldForEachTest(options: { prequal?: Partial<PrequalDependencies> } = {}) {
  const current: { world?: AuthWorld; connection?: Connection } = {};
  beforeAll(async () => {
    current.connection = await freshDatabase();
  });
  afterAll(() => current.connection?.close());
  beforeEach(async () => {
    if (!current.connection) throw new Error("no database");
    await emptyPrequalTables(current.connection.db);
    current.world = authWorld(current.connection, options);
  });
  afterEach(() => current.world?.end());
  return {
    get world(): AuthWorld {
      if (!current.world) throw new Error("the world is made before each test");
      return current.world;
    },
    get db(): Connection["db"] {
      if (!current.connection) throw new Error("no database");
      return current.connection.db;
    },
  };
}

/** How a call was refused: its code, HTTP status, sentence and the sentences by field. */
export async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = error.data as
      | { code?: string; httpStatus?: number; fieldErrors?: Record<string, string[]> | null }
      | undefined;
    return {
      code: data?.code,
      httpStatus: data?.httpStatus,
      message: error.message,
      fieldErrors: data?.fieldErrors ?? null,
    };
  }
  throw new Error("The call was answered, not refused");
}
