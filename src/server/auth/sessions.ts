import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, ne } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { keptRead } from "@/server/db/read-cache";
import { type Realm, sessions } from "@/server/db/schema";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** From the accounts issue: applicants 15 minutes idle (spec §9), staff 30; both 12 hours at most. */
const SESSION_LIFETIMES: Record<Realm, { idleMs: number; absoluteMs: number }> = {
  applicant: { idleMs: 15 * MINUTE, absoluteMs: 12 * HOUR },
  portal: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR },
};

/** last_seen_at is written at most this often, so most requests only read. Idle time is exact to within it. */
const SESSION_TOUCH_INTERVAL_MS = MINUTE;

export type Session = typeof sessions.$inferSelect;
export type SessionEndReason =
  | "signedOut"
  | "deactivated"
  | "passwordChanged"
  | "secondFactorReset"
  | "roleChanged";
export type SessionCheck =
  | { valid: true; session: Session }
  | { valid: false; reason: "unknown" | "ended" | "idle" | "absolute" };

/** 256 random bits: base64url of 32 bytes is always 43 characters of this alphabet. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface SessionStoreOptions {
  db: Database;
  now?: () => Date;
  lifetimes?: Record<Realm, { idleMs: number; absoluteMs: number }>;
}

/**
 * Server-side sessions behind next-auth's JWTs (docs/design.md §2): the JWT carries only the id; each
 * request checks the row by primary key, so the server can end a session at once (spec §7
 * `identity.deleteSession`, deactivation, a password change).
 */
export function sessionStore(options: SessionStoreOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const lifetimes = options.lifetimes ?? SESSION_LIFETIMES;

  return {
    /** A new session with a new random id, at every sign-in (no id ever survives a sign-in). */
    async create(user: { realm: Realm; userId: string }): Promise<Session> {
      const at = now();
      const [session] = await db
        .insert(sessions)
        .values({
          id: randomBytes(32).toString("base64url"),
          realm: user.realm,
          userId: user.userId,
          createdAt: at,
          lastSeenAt: at,
          absoluteExpiresAt: new Date(at.getTime() + lifetimes[user.realm].absoluteMs),
        })
        .returning();
      return session as Session;
    },

    /** The session, or why it no longer counts. One primary-key read; writes nothing. */
    async check(realm: Realm, id: string): Promise<SessionCheck> {
      if (!SESSION_ID.test(id)) return { valid: false, reason: "unknown" };
      // Kept until the next write (decision 047): ending a session is a write, so it counts at once.
      const session = await keptRead(db, `session:${id}`, async () => {
        const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
        return row;
      });
      if (!session || session.realm !== realm) return { valid: false, reason: "unknown" };
      if (session.endedAt) return { valid: false, reason: "ended" };
      const at = now().getTime();
      if (at >= session.absoluteExpiresAt.getTime()) return { valid: false, reason: "absolute" };
      if (at >= session.lastSeenAt.getTime() + lifetimes[realm].idleMs)
        return { valid: false, reason: "idle" };
      return { valid: true, session };
    },

    /**
     * Records activity on a session `check` found valid; a no-op (no query) when it was recorded
     * less than a minute ago. Answers whether it wrote.
     */
    async touch(session: Session): Promise<boolean> {
      const at = now();
      if (at.getTime() - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return false;
      const touched = await db
        .update(sessions)
        .set({ lastSeenAt: at })
        .where(and(eq(sessions.id, session.id), isNull(sessions.endedAt), lt(sessions.lastSeenAt, at)))
        .returning({ id: sessions.id });
      return touched.length > 0;
    },

    /** Ends one session (sign-out). Ending an ended or unknown session does nothing. */
    async end(id: string, reason: SessionEndReason = "signedOut"): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now(), endedReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    },

    /**
     * Ends every open session of one user (deactivation, password change). `except` keeps one open:
     * the session of a person who changed their own password. Answers how many ended.
     */
    async endAllOfUser(
      realm: Realm,
      userId: string,
      reason: SessionEndReason,
      options: { except?: string } = {},
    ): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: now(), endedReason: reason })
        .where(
          and(
            eq(sessions.realm, realm),
            eq(sessions.userId, userId),
            isNull(sessions.endedAt),
            options.except === undefined ? undefined : ne(sessions.id, options.except),
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** Housekeeping: removes sessions past their absolute lifetime by more than a day. Answers how many. */
    async deleteExpired(): Promise<number> {
      const before = new Date(now().getTime() - 24 * HOUR);
      const gone = await db
        .delete(sessions)
        .where(lt(sessions.absoluteExpiresAt, before))
        .returning({ id: sessions.id });
      return gone.length;
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
