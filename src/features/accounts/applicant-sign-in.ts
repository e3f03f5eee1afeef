"use client";
import { type SignInResponse, signIn } from "next-auth/react";
import { OFFLINE_SENTENCE } from "@/ui/server-refusals";
import { signInRefusal } from "./sign-in-errors";

export type SignInOutcome = { ok: true } | { ok: false; message: string };

async function attempt(run: () => Promise<SignInResponse | undefined>): Promise<SignInOutcome> {
  try {
    const result = await run();
    if (result?.ok && !result.error) return { ok: true };
    return { ok: false, message: signInRefusal(result?.error) };
  } catch {
    return { ok: false, message: OFFLINE_SENTENCE };
  }
}

/** Spec §3 login payload with a password (credentials provider), without leaving the page. */
export function signInWithPassword(email: string, password: string) {
  return attempt(() => signIn("credentials", { email, password, redirect: false }));
}

/** Spec §3 login payload with the one-time code (`token`) we e-mailed. */
export function signInWithCode(email: string, token: string) {
  return attempt(() => signIn("credentials", { email, token, redirect: false }));
}

/** The email provider mails a 6-digit sign-in code (or refuses with CodeRequestLimit). */
export function emailMeACode(email: string) {
  return attempt(() => signIn("email", { email, redirect: false }));
}
