"use client";
import Button from "@mui/material/Button";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { PORTAL_LOGIN_PATH } from "./sign-in-address";

/** Ends the portal session (its row too, so the cookie alone is worth nothing) and returns to sign-in. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outlined"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOut({ redirect: false });
        window.location.assign(PORTAL_LOGIN_PATH);
      }}
    >
      {busy ? "Signing out…" : "Sign out"}
    </Button>
  );
}
