import { eq } from "drizzle-orm";
import type { ResetPassword } from "@/domain/accounts/account-inputs";
import { checkNewPassword } from "@/server/auth/password-policy";
import { hashPassword } from "@/server/auth/passwords";
import { applicants } from "@/server/db/schema";
import type { AccountDependencies, Caller } from "./account-dependencies";
import { findApplicantByEmail } from "./find-applicant";
import { codeRefusal } from "./sign-in-messages";

export type ResetPasswordAnswer =
  | { ok: true }
  | { ok: false; message: string; field?: "token" | "newPassword" };

export type ResetPasswordDependencies = Pick<
  AccountDependencies,
  "db" | "codes" | "sessions" | "rateLimits" | "audit"
>;

/**
 * Forgot password, second half: the mailed code and a new password. The new password is checked
 * before the code, so a weak one does not spend the code. A wrong code counts as a failed sign-in
 * (the same lock). Every session of the applicant ends: whoever knew the old password is out.
 * The person then signs in with the new password.
 */
export async function resetPassword(
  deps: ResetPasswordDependencies,
  input: ResetPassword,
  caller: Caller,
): Promise<ResetPasswordAnswer> {
  const attempt = { email: input.email, address: caller.address };
  const allowed = await deps.rateLimits.signInAllowed(attempt);
  if (!allowed.ok) return { ok: false, message: allowed.message };
  const policy = checkNewPassword(input.newPassword);
  if (!policy.ok) return { ok: false, field: "newPassword", message: policy.reason };

  const verdict = await deps.codes.verify({
    realm: "applicant",
    email: input.email,
    purpose: "passwordReset",
    code: input.token,
  });
  const applicant = verdict === "ok" ? await findApplicantByEmail(deps.db, input.email) : undefined;
  if (!applicant) {
    const next = await deps.rateLimits.signInFailed(attempt);
    return { ok: false, field: "token", message: next.ok ? codeRefusal(verdict) : next.message };
  }

  await deps.db
    .update(applicants)
    .set({ passwordHash: await hashPassword(policy.value) })
    .where(eq(applicants.id, applicant.id));
  const sessionsEnded = await deps.sessions.endAllOfUser("applicant", applicant.id, "passwordChanged");
  await deps.rateLimits.signInSucceeded(attempt);
  await deps.audit(deps.db, {
    actor: `applicant:${applicant.id}`,
    action: "applicant.passwordReset",
    subject: `applicant:${applicant.id}`,
    details: { sessionsEnded },
    address: caller.address,
  });
  return { ok: true };
}
