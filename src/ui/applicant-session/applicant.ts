/** Spec §1, §3: a signed-in applicant is known by e-mail, first and last name (what analytics is told). */
export interface Applicant {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The applicant in a session the applicant realm answered (src/server/auth/realm-auth-options.ts puts
 * `{ email, firstName, lastName }` under `user`), or null when the session names nobody.
 */
export function applicantOf(session: unknown): Applicant | null {
  const user = (session as { user?: unknown } | null | undefined)?.user;
  if (!user || typeof user !== "object") return null;
  const { email, firstName, lastName } = user as Record<string, unknown>;
  if (typeof email !== "string" || email === "") return null;
  return {
    email,
    firstName: typeof firstName === "string" ? firstName : "",
    lastName: typeof lastName === "string" ? lastName : "",
  };
}
