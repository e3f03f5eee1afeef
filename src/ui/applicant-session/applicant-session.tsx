"use client";
import { SessionProvider, useSession } from "next-auth/react";
import { type ReactNode, useMemo } from "react";
import { APPLICANT_IDLE_LIMIT_MS, SESSION_EXPIRED } from "../session-timeout/idle-timeout";
import { IdleTimeout } from "../session-timeout/idle-timeout-dialog";
import type { IdleTimeoutWords } from "../session-timeout/idle-timeout-words";
import { type Applicant, applicantOf } from "./applicant";
import { signOutApplicant } from "./sign-out";

/** Spec §7 `{auth}` of the applicant realm (src/server/auth/realms.ts). */
const APPLICANT_AUTH_BASE_PATH = "/api/authApplicant";

const IDLE_WORDS: IdleTimeoutWords = {
  title: "Are you still there?",
  text: (time) =>
    `To keep your information safe, we will sign you out at ${time} because nothing has happened for a while. What you have typed on this page is kept either way.`,
  staySignedIn: "Stay signed in",
  signOut: "Sign out",
};

const signOut = () => void signOutApplicant();
/** The idle limit keeps the tab's drafts and says why on the sign-in page (decision 018). */
const expire = (page: string) => void signOutApplicant({ reason: SESSION_EXPIRED, returnTo: page });

/**
 * The applicant area's session (spec §3 Session, §9): next-auth's client against the applicant
 * realm, refetched when the window regains focus and, when `refetchIntervalSeconds` is set, polled.
 * A signed-in applicant also gets the idle-timeout offer (decision 018).
 */
export function ApplicantSession({
  refetchIntervalSeconds = 0,
  children,
}: {
  /** Spec §9: optional poll interval in seconds; 0 (the default) polls never. */
  refetchIntervalSeconds?: number;
  children: ReactNode;
}) {
  return (
    <SessionProvider
      basePath={APPLICANT_AUTH_BASE_PATH}
      refetchOnWindowFocus
      refetchInterval={refetchIntervalSeconds}
    >
      {children}
      <IdleTimeout limitMs={APPLICANT_IDLE_LIMIT_MS} words={IDLE_WORDS} signOut={signOut} expire={expire} />
    </SessionProvider>
  );
}

export type ApplicantSessionStatus = "loading" | "authenticated" | "unauthenticated";

/**
 * Spec §1: the signed-in applicant by e-mail, first and last name (what the page hands to
 * analytics), with the session's status (spec §3: loading, authenticated, unauthenticated).
 */
export function useApplicant(): { status: ApplicantSessionStatus; applicant: Applicant | null } {
  const { data, status } = useSession();
  const applicant = useMemo(() => applicantOf(data), [data]);
  return { status, applicant };
}
