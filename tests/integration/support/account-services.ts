import { randomBytes } from "node:crypto";
import { vi } from "vitest";
import type { MailMessage } from "@/domain/ports/mail";
import { memoryMail } from "@/integrations/mail/memory";
import type { Connection } from "@/server/db/client";
import { applicants, auditEvents, oneTimeCodes, rateLimits, sessions } from "@/server/db/schema";
import {
  type AccountDependencies,
  type AccountDependencyOptions,
  accountDependencies,
} from "@/server/services/accounts/account-dependencies";
import { signUpApplicant } from "@/server/services/accounts/sign-up-applicant";

export const SITE_URL = "https://keystone.test";

export interface AccountServicesKit {
  deps: AccountDependencies;
  mail: MailMessage[];
  /** Background mail failures reported to the integrator's log. */
  errors: string[];
}

/**
 * The account services on a fresh migrated database with the memory mail. The clock is the system
 * clock with only `Date` faked: rate-limiter-flexible reads Date.now() itself, so moving the one
 * clock (`minutes`) moves the limits, the codes and the sessions together.
 */
export async function accountServicesKit(
  connection: Connection,
  limits?: AccountDependencyOptions["limits"],
): Promise<AccountServicesKit> {
  const { db } = connection;
  for (const table of [sessions, oneTimeCodes, rateLimits, auditEvents, applicants]) await db.delete(table);
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-03-04T09:00:00Z") });
  const mail = memoryMail();
  const errors: string[] = [];
  const deps = accountDependencies({
    db,
    raw: connection.raw,
    mail,
    codeSecret: randomBytes(32),
    siteUrl: `${SITE_URL}/`,
    reportError: (_error, what) => errors.push(what),
    now: () => new Date(),
    limits,
  });
  return { deps, mail: mail.sent, errors };
}

/** The caller most account tests sign in from, and Ann, the applicant they start with. */
export const TEST_CALLER = { address: "203.0.113.7" };
export const ANN = {
  email: "ann@mail.test",
  firstName: "Ann",
  lastName: "Lee",
  phone: "3025550142",
  password: "copper kettle harbour lamp",
};

/** Signs Ann up with her password; answers her id. */
export async function signUpAnn(kit: AccountServicesKit): Promise<string> {
  const answer = await signUpApplicant(kit.deps, ANN, TEST_CALLER);
  if (answer.outcome !== "created") throw new Error("Ann was not created");
  return answer.applicantId;
}

export const minutes = (n: number) => vi.setSystemTime(Date.now() + n * 60_000);

/** The code in the newest mail to `to` (the code leads the subject, decision 011). */
export function mailedCode(mail: MailMessage[], to: string): string {
  const message = mail.filter((m) => m.to === to).at(-1);
  const code = message?.subject.match(/^(\d{6}) is your/)?.[1];
  if (!code) throw new Error(`No code was mailed to ${to}`);
  return code;
}

/** A code that is not `code`. */
export const otherCode = (code: string) => (code === "123456" ? "654321" : "123456");
