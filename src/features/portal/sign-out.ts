"use client";
import { signOut } from "next-auth/react";
import { PORTAL_LOGIN_PATH } from "./sign-in-address";

/**
 * Ends the portal session (next-auth's sign-out event ends its row too, so the cookie alone is worth
 * nothing) and loads `to` afresh, so nothing the page held in memory stays behind.
 */
export async function signOutOfPortal(to: string = PORTAL_LOGIN_PATH) {
  try {
    await signOut({ redirect: false });
  } catch {
    // Offline or refused: the idle limit ends the server's session anyway.
  }
  window.location.assign(to);
}
