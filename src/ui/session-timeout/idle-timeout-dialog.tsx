"use client";
import { useSession } from "next-auth/react";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { loadedAfterFirstPaint } from "../loaded-after-first-paint";
import { type IdlePhase, idleLimits, idlePhase, msUntilNextPhase } from "./idle-timeout";
import type { IdleTimeoutWords } from "./idle-timeout-words";

/** The dialog (MUI's modal and its transitions) is not among the first scripts of every signed-in page. */
const prompt = loadedAfterFirstPaint(() => import("./idle-timeout-prompt").then((m) => m.IdleTimeoutPrompt));

function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** A session answer that still names someone (the realms' session callback leaves `user` out otherwise). */
function namesSomeone(session: unknown): boolean {
  const user = (session as { user?: unknown } | null | undefined)?.user;
  return typeof user === "object" && user !== null;
}

/**
 * Under a realm's next-auth SessionProvider: two minutes before the idle limit (`limitMs`, the
 * realm's), offers to stay signed in (refreshing the session, which the server records as activity)
 * or to sign out (`signOut`); at the limit calls `expire(page)`, which signs the person out and sends
 * them to the realm's sign-in page saying why, coming back to `page` afterwards (decisions 018, 110).
 * Activity is every session answer from the server: sign-in, a refetch on focus, a poll, an update.
 */
export function IdleTimeout({
  limitMs,
  words,
  signOut,
  expire: expireTo,
}: {
  limitMs: number;
  words: IdleTimeoutWords;
  signOut: () => void;
  expire: (page: string) => void;
}) {
  const { data, status, update } = useSession();
  const limits = idleLimits(limitMs);
  const lastActivity = useRef(Date.now());
  const expiring = useRef(false);
  const wasSignedIn = useRef(false);
  const [phase, setPhase] = useState<IdlePhase>("active");
  const [refreshing, setRefreshing] = useState(false);
  // Mounted from the first sign-in on: the status reads "loading" while the session is refreshed.
  const [everSignedIn, setEverSignedIn] = useState(false);

  const expire = useCallback(() => {
    if (expiring.current) return;
    expiring.current = true;
    expireTo(currentPage());
  }, [expireTo]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new session answer (`data`) is activity the server saw.
  useEffect(() => {
    if (status === "authenticated") {
      wasSignedIn.current = true;
      setEverSignedIn(true);
      lastActivity.current = Date.now();
      setPhase("active");
      return;
    }
    // The server ended the session while the tab slept past the limit: the same as the timer firing.
    if (
      status === "unauthenticated" &&
      wasSignedIn.current &&
      idlePhase(Date.now(), lastActivity.current, limits) !== "active"
    )
      expire();
  }, [data, status, expire]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the schedule restarts with each session answer.
  useEffect(() => {
    if (status !== "authenticated") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = Date.now();
      const next = idlePhase(now, lastActivity.current, limits);
      setPhase(next);
      if (next === "expired") return expire();
      clearTimeout(timer);
      timer = setTimeout(check, Math.max(250, msUntilNextPhase(now, lastActivity.current, limits)));
    };
    timer = setTimeout(check, msUntilNextPhase(Date.now(), lastActivity.current, limits));
    // Timers of a hidden tab run late: look again as soon as the person is back.
    const onVisible = () => document.visibilityState === "visible" && check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [data, status, expire]);

  const staySignedIn = async () => {
    if (refreshing) return;
    setRefreshing(true);
    const session = await update().catch(() => null);
    setRefreshing(false);
    if (!namesSomeone(session)) return expire();
    lastActivity.current = Date.now();
    setPhase("active");
  };

  // Not tied to `status === "authenticated"`: the status reads "loading" while the session is
  // refreshed, and closing and reopening the dialog in a moment leaves MUI's aria-hidden behind.
  const open = phase === "warning" && status !== "unauthenticated";
  const signOutAt = new Date(lastActivity.current + limitMs);
  return (
    everSignedIn && (
      <Suspense fallback={null}>
        <prompt.Component
          open={open}
          signOutAt={signOutAt}
          refreshing={refreshing}
          staySignedIn={staySignedIn}
          signOut={signOut}
          words={words}
        />
      </Suspense>
    )
  );
}
