import { eq } from "drizzle-orm";
import type { ChangePassword } from "@/domain/accounts/account-inputs";
import { checkNewPassword } from "@/server/auth/password-policy";
import { hashPassword, verifyPassword } from "@/server/auth/passwords";
import { applicants } from "@/server/db/schema";
import type { AccountDependencies, Caller } from "./account-dependencies";
import { findApplicantById } from "./find-applicant";
import { SIGN_IN_MESSAGES } from "./sign-in-messages";

export type ChangePasswordAnswer =
  | { ok: true; otherSessionsEnded: number }
  | { ok: false; message: string; field?: "currentPassword" | "newPassword" };

export type ChangePasswordDependencies = Pick<
  AccountDependencies,
  "db" | "sessions" | "rateLimits" | "audit"
>;

/** The signed-in applicant's caller, with the session the change is made from. */
export interface SessionCaller extends Caller {
  sessionId: string;
}

/**
 * A signed-in applicant chooses a new password. The current one must be right (wrong ones count
 * as failed sign-ins, so a borrowed session cannot be used to guess it). Every other session ends;
 * the one the change was made from stays, since its owner has just proved the password.
 */
export async function changePassword(
  deps: ChangePasswordDependencies,
  applicantId: string,
  input: ChangePassword,
  caller: SessionCaller,
): Promise<ChangePasswordAnswer> {
  const applicant = await findApplicantById(deps.db, applicantId);
  if (!applicant) throw new Error("changePassword: no applicant with the session's id");
  if (applicant.passwordHash === null) {
    return { ok: false, field: "currentPassword", message: SIGN_IN_MESSAGES.noPasswordYet };
  }
  const attempt = { email: applicant.email, address: caller.address };
  const allowed = await deps.rateLimits.signInAllowed(attempt);
  if (!allowed.ok) return { ok: false, message: allowed.message };
  const policy = checkNewPassword(input.newPassword);
  if (!policy.ok) return { ok: false, field: "newPassword", message: policy.reason };

  if (!(await verifyPassword(applicant.passwordHash, input.currentPassword))) {
    const next = await deps.rateLimits.signInFailed(attempt);
    const message = next.ok ? SIGN_IN_MESSAGES.wrongCurrentPassword : next.message;
    return { ok: false, field: "currentPassword", message };
  }

  await deps.db
    .update(applicants)
    .set({ passwordHash: await hashPassword(policy.value) })
    .where(eq(applicants.id, applicant.id));
  const otherSessionsEnded = await deps.sessions.endAllOfUser("applicant", applicant.id, "passwordChanged", {
    except: caller.sessionId,
  });
  await deps.rateLimits.signInSucceeded(attempt);
  await deps.audit(deps.db, {
    actor: `applicant:${applicant.id}`,
    action: "applicant.passwordChanged",
    subject: `applicant:${applicant.id}`,
    details: { otherSessionsEnded },
    address: caller.address,
  });
  return { ok: true, otherSessionsEnded };
}
