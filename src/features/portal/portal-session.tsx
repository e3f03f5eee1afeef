"use client";
import { usePathname, useRouter } from "next/navigation";
import { SessionProvider, useSession } from "next-auth/react";
import type { ReactNode } from "react";
import { STAFF_IDLE_LIMIT_MS } from "@/ui/session-timeout/idle-timeout";
import { IdleTimeout } from "@/ui/session-timeout/idle-timeout-dialog";
import { IDLE_TIMEOUT_WORDS } from "./portal-words";
import { portalSignInAfterIdle, portalSignInFor } from "./sign-in-address";
import { signOutOfPortal } from "./sign-out";

const signOut = () => void signOutOfPortal();
const expire = (page: string) => void signOutOfPortal(portalSignInAfterIdle(page));

/**
 * The portal realm's next-auth (spec §6): its own endpoint and cookies, checked again when the tab
 * regains focus. A signed-in staff member is offered to stay signed in two minutes before the
 * 30-minute idle limit, and is sent to the sign-in page saying why at the limit (decision 110).
 */
export function PortalSessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionProvider basePath="/api/authPortal" refetchOnWindowFocus>
      {children}
      <IdleTimeout
        limitMs={STAFF_IDLE_LIMIT_MS}
        words={IDLE_TIMEOUT_WORDS}
        signOut={signOut}
        expire={expire}
      />
    </SessionProvider>
  );
}

/** Sends a signed-out visitor to the sign-in page, coming back here afterwards. */
export function useSendToSignIn() {
  const router = useRouter();
  const pathname = usePathname();
  return () => router.replace(portalSignInFor(pathname ?? "/portal"));
}

/**
 * A page that needs a staff session: shows `children` only once the session is known; without one
 * (never signed in, signed out, deactivated, expired) the visitor goes to the sign-in page.
 */
export function RequireStaffSession({ children }: { children: ReactNode }) {
  const sendToSignIn = useSendToSignIn();
  const { status } = useSession({ required: true, onUnauthenticated: sendToSignIn });
  if (status !== "authenticated") return <p aria-live="polite">Checking your sign-in…</p>;
  return <>{children}</>;
}
