import type { SignUp } from "@/domain/accounts/account-inputs";
import { checkNewPassword } from "@/server/auth/password-policy";
import { hashPassword } from "@/server/auth/passwords";
import type { Database } from "@/server/db/client";
import { applicants } from "@/server/db/schema";
import { accountExistsMessage } from "@/server/mail-messages/account-exists";
import type { AccountDependencies, Caller } from "./account-dependencies";
import { findApplicantByEmail } from "./find-applicant";
import { sendInBackground } from "./send-in-background";

/** The applicant sign-in page (spec §2 /app/login), linked from the "you already have an account" mail. */
export const APPLICANT_SIGN_IN_PATH = "/app/login";

/**
 * `created`: start a session for `applicantId`. `alreadyRegistered`: the e-mail has an account and
 * its owner has been mailed; answer exactly what a new sign-up is answered, but sign nobody in.
 * `refused`: nothing was done, show `message` (by `field` when it names one).
 */
export type SignUpAnswer =
  | { outcome: "created"; applicantId: string }
  | { outcome: "alreadyRegistered" }
  | { outcome: "refused"; message: string; field?: "password" };

export interface SignUpOptions extends Caller {
  /**
   * Runs in the transaction that creates the applicant, with its id: where the funnel moves the
   * answers given before the account existed. Throwing undoes the sign-up.
   */
  afterCreate?: (applicantId: string, tx: Database) => Promise<void>;
}

export type SignUpDependencies = Pick<
  AccountDependencies,
  "db" | "mail" | "rateLimits" | "now" | "audit" | "siteUrl" | "reportError"
>;

/**
 * Spec §3 sign-up. A taken e-mail reveals nothing (docs/design.md §5): the password is checked and
 * hashed before anyone knows whether the e-mail is taken, both paths write the same rows' worth,
 * and the owner's mail goes out in the background, so the answer to the person signing up is the
 * same in content and in time. Only the mailbox's owner learns that the account exists.
 */
export async function signUpApplicant(
  deps: SignUpDependencies,
  input: SignUp,
  options: SignUpOptions,
): Promise<SignUpAnswer> {
  const allowed = await deps.rateLimits.signUpAllowed(options.address);
  if (!allowed.ok) return { outcome: "refused", message: allowed.message };
  const forEmail = await deps.rateLimits.signUpForEmailAllowed(input.email);
  if (!forEmail.ok) return { outcome: "refused", message: forEmail.message };

  let passwordHash: string | null = null;
  if (input.password !== undefined) {
    const policy = checkNewPassword(input.password);
    if (!policy.ok) return { outcome: "refused", field: "password", message: policy.reason };
    passwordHash = await hashPassword(policy.value);
  }

  const applicantId = await deps.db.transaction(async (tx) => {
    // The unique index on lower(email) decides, so two sign-ups racing for one e-mail make one account.
    const [created] = await tx
      .insert(applicants)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        passwordHash,
        createdAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning({ id: applicants.id });
    if (!created) return undefined;
    await options.afterCreate?.(created.id, tx);
    await deps.audit(tx, {
      actor: `applicant:${created.id}`,
      action: "applicant.signedUp",
      subject: `applicant:${created.id}`,
      details: { withPassword: passwordHash !== null },
      address: options.address,
    });
    return created.id;
  });
  if (applicantId) return { outcome: "created", applicantId };

  const owner = await findApplicantByEmail(deps.db, input.email);
  sendInBackground(
    deps,
    accountExistsMessage({
      to: owner?.email ?? input.email,
      signInUrl: deps.siteUrl + APPLICANT_SIGN_IN_PATH,
    }),
    "account-exists mail",
  );
  await deps.audit(deps.db, {
    actor: "anonymous",
    action: "applicant.signUpRepeated",
    subject: owner ? `applicant:${owner.id}` : undefined,
    address: options.address,
  });
  return { outcome: "alreadyRegistered" };
}
