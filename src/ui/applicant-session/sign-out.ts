"use client";
import { signOut } from "next-auth/react";
import { clearAllDrafts } from "../form-draft";

export const APPLICANT_SIGN_IN_PATH = "/app/login";

/**
 * Ends the applicant's session (next-auth's sign-out event ends the server's session row) and loads
 * the sign-in page afresh, so nothing the page held in memory stays behind. A deliberate sign-out
 * also forgets this tab's form drafts; a sign-out by the idle limit keeps them (`keepDrafts`) and
 * says why on the sign-in page, which brings the person back to `returnTo` afterwards.
 */
export async function signOutApplicant(options: { reason?: string; returnTo?: string } = {}) {
  try {
    await signOut({ redirect: false });
  } catch {
    // Offline or refused: the cookie may stay, but the idle limit ends the server's session anyway.
  }
  const query = new URLSearchParams();
  if (options.reason) query.set("error", options.reason);
  else clearAllDrafts(window.sessionStorage);
  if (options.returnTo) query.set("callbackUrl", options.returnTo);
  const search = query.toString();
  window.location.assign(search ? `${APPLICANT_SIGN_IN_PATH}?${search}` : APPLICANT_SIGN_IN_PATH);
}
