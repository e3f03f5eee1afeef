import { eq } from "drizzle-orm";
import type { SignIn } from "@/domain/accounts/account-inputs";
import { hashPassword, passwordNeedsRehash, verifyPassword } from "@/server/auth/passwords";
import { applicants } from "@/server/db/schema";
import type { AccountDependencies, Caller } from "./account-dependencies";
import { type ApplicantRow, findApplicantByEmail } from "./find-applicant";
import { codeRefusal, SIGN_IN_MESSAGES } from "./sign-in-messages";

/** Spec §3 User: what a session is started with, and what the page hands to analytics (spec §1). */
export interface SignedInApplicant {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type SignInAnswer = { ok: true; applicant: SignedInApplicant } | { ok: false; message: string };

export type SignInDependencies = Pick<AccountDependencies, "db" | "codes" | "rateLimits" | "now" | "audit">;

/**
 * next-auth's applicant credentials provider (spec §3 login payload): the e-mail with its password
 * or a one-time code. Rate limits first (decision 011: 10 failures in a row lock the e-mail and
 * address for 15 minutes, 100 a day per address); an unknown e-mail costs a full password check
 * and reads like a wrong password, so neither time nor words tell who has an account.
 */
export async function verifyApplicantSignIn(
  deps: SignInDependencies,
  input: SignIn,
  caller: Caller,
): Promise<SignInAnswer> {
  const attempt = { email: input.email, address: caller.address };
  const allowed = await deps.rateLimits.signInAllowed(attempt);
  if (!allowed.ok) return { ok: false, message: allowed.message };

  const found = await findApplicantByEmail(deps.db, input.email);
  const refusal = await checkCredential(deps, found, input);
  if (refusal !== null || !found) {
    const next = await deps.rateLimits.signInFailed(attempt);
    return { ok: false, message: next.ok ? (refusal ?? SIGN_IN_MESSAGES.wrongPassword) : next.message };
  }

  await deps.rateLimits.signInSucceeded(attempt);
  const changes: Partial<typeof applicants.$inferInsert> = { lastSignInAt: deps.now() };
  if (input.password !== undefined && found.passwordHash && passwordNeedsRehash(found.passwordHash)) {
    changes.passwordHash = await hashPassword(input.password);
  }
  await deps.db.update(applicants).set(changes).where(eq(applicants.id, found.id));
  await deps.audit(deps.db, {
    actor: `applicant:${found.id}`,
    action: "applicant.signedIn",
    subject: `applicant:${found.id}`,
    details: { method: input.password !== undefined ? "password" : "code" },
    address: caller.address,
  });
  const { id, email, firstName, lastName } = found;
  return { ok: true, applicant: { id, email, firstName, lastName } };
}

/** null when the password or code is right for an existing applicant; otherwise the sentence to show. */
async function checkCredential(
  deps: Pick<AccountDependencies, "codes">,
  applicant: ApplicantRow | undefined,
  input: SignIn,
): Promise<string | null> {
  if (input.password !== undefined) {
    // No account, or one without a password (codes only): still one full argon2 verification.
    const matches = await verifyPassword(applicant?.passwordHash, input.password);
    return matches && applicant ? null : SIGN_IN_MESSAGES.wrongPassword;
  }
  const verdict = await deps.codes.verify({
    realm: "applicant",
    email: input.email,
    purpose: "signIn",
    code: input.token ?? "",
  });
  return verdict === "ok" && applicant ? null : codeRefusal(verdict);
}
