"use client";
import Button from "@mui/material/Button";
import { useState } from "react";
import { signOutOfPortal } from "./sign-out";

/** Ends the portal session (its row too, so the cookie alone is worth nothing) and returns to sign-in. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outlined"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOutOfPortal();
      }}
    >
      {busy ? "Signing out…" : "Sign out"}
    </Button>
  );
}
