"use client";
import { type SignInResponse, signIn } from "next-auth/react";

/** How a code sign-in ended: signed in, refused with a sentence of ours, or not reached. */
export type CodeSignInOutcome =
  | { ok: true }
  | { ok: false; reason: "refused"; message: string | null }
  | { ok: false; reason: "offline" };

/** A sentence next-auth passed on from our server (`authorize` throws it), not one of next-auth's codes. */
function serverSentence(error: string | null | undefined): string | null {
  return error && /^[A-Z][^<>{}]{3,300}[.!?]$/.test(error) && error.includes(" ") ? error : null;
}

async function attempt(run: () => Promise<SignInResponse | undefined>): Promise<CodeSignInOutcome> {
  try {
    const result = await run();
    if (result?.ok && !result.error) return { ok: true };
    return { ok: false, reason: "refused", message: serverSentence(result?.error) };
  } catch {
    return { ok: false, reason: "offline" };
  }
}

/**
 * Spec §3 login payload with the e-mailed code (`{ email, token }`) through the applicant realm's
 * credentials provider, without leaving the page: the same call src/features/accounts makes.
 */
export function signInWithCode(email: string, token: string) {
  return attempt(() => signIn("credentials", { email, token, redirect: false }));
}

/** Asks for a new sign-in code (next-auth's email provider mails it). */
export function emailANewCode(email: string) {
  return attempt(() => signIn("email", { email, redirect: false }));
}
