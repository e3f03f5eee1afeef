"use client";
import { signIn } from "next-auth/react";
import { OFFLINE_SENTENCE } from "@/ui/server-refusals";

export type CodeSignInOutcome = { ok: true } | { ok: false; reason: string | null };

/**
 * Spec §3 login payload with the one-time code: next-auth's credentials provider of the applicant
 * realm with `{ email, token }`, without leaving the page (as src/features/accounts signs in). A
 * refusal answers the server's sentence when it wrote one, else null (the screen says its own).
 */
export async function signInWithCode(email: string, token: string): Promise<CodeSignInOutcome> {
  try {
    const result = await signIn("credentials", { email, token, redirect: false });
    if (result?.ok && !result.error) return { ok: true };
    const error = result?.error ?? "";
    // next-auth's codes are one word; a refusal the server wrote for people is a sentence.
    return {
      ok: false,
      reason: /^[A-Z][^<>{}]{3,300}[.!?]$/.test(error) && error.includes(" ") ? error : null,
    };
  } catch {
    return { ok: false, reason: OFFLINE_SENTENCE };
  }
}
