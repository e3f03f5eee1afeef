import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq, lt } from "drizzle-orm";
import { randomSixDigitCode } from "@/domain/format/one-time-code";
import type { Database } from "@/server/db/client";
import { type OneTimeCodePurpose, oneTimeCodes, type Realm } from "@/server/db/schema";

export const ONE_TIME_CODE_LIFETIME_MS = 10 * 60_000;
const ONE_TIME_CODE_MAX_WRONG_TRIES = 5;

export type OneTimeCodeVerdict = "ok" | "wrong" | "expired" | "tooManyTries" | "used";

export interface CodeRequest {
  realm: Realm;
  email: string;
  purpose: OneTimeCodePurpose;
}

export interface OneTimeCodeOptions {
  db: Database;
  /**
   * Key of the HMAC the codes are stored under (e.g. `deriveKey(encryptionKey, "one-time-codes")`).
   * A code has only 900,000 values, so an unkeyed or slow hash would still be guessed offline from a
   * dump in seconds; without the key, a dump of the table gives nothing to guess against.
   */
  secret: Uint8Array;
  now?: () => Date;
}

/**
 * Spec §9 one-time codes: six random digits, 10 minutes, single use, void after five wrong tries
 * and when a newer code is issued for the same e-mail and purpose (docs/design.md §5).
 */
export function oneTimeCodeStore(options: OneTimeCodeOptions) {
  const { db, secret } = options;
  const now = options.now ?? (() => new Date());

  const hashOf = (request: CodeRequest, code: string) =>
    createHmac("sha256", secret)
      .update([request.realm, normalise(request.email), request.purpose, code].join("\n"))
      .digest("base64url");

  const sameRequest = (request: CodeRequest) =>
    and(
      eq(oneTimeCodes.realm, request.realm),
      eq(oneTimeCodes.email, normalise(request.email)),
      eq(oneTimeCodes.purpose, request.purpose),
    );

  return {
    /**
     * A new code to mail. Call it for unknown e-mails too (and mail nothing): then `verify`
     * answers alike for every address and cannot be used to find out which ones have an account.
     */
    async issue(request: CodeRequest): Promise<{ code: string; expiresAt: Date }> {
      const code = randomSixDigitCode();
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + ONE_TIME_CODE_LIFETIME_MS);
      await db.transaction(async (tx) => {
        await tx.delete(oneTimeCodes).where(sameRequest(request));
        await tx.insert(oneTimeCodes).values({
          realm: request.realm,
          email: normalise(request.email),
          purpose: request.purpose,
          codeHash: hashOf(request, code),
          expiresAt,
          createdAt: issuedAt,
        });
      });
      return { code, expiresAt };
    },

    /**
     * Checks a code typed by a person; an `ok` code can never be used again. The row is locked for
     * the check, so a burst of parallel guesses still gets five tries, not five each.
     */
    verify(request: CodeRequest & { code: string }): Promise<OneTimeCodeVerdict> {
      return db.transaction(async (tx) => {
        // Only the newest code counts, even if two requests raced and left an older one behind.
        const [row] = await tx
          .select()
          .from(oneTimeCodes)
          .where(sameRequest(request))
          .orderBy(desc(oneTimeCodes.createdAt))
          .limit(1)
          .for("update");
        if (!row) return "wrong";
        if (row.usedAt) return "used";
        if (row.failedAttempts >= ONE_TIME_CODE_MAX_WRONG_TRIES) return "tooManyTries";
        const at = now();
        if (row.expiresAt <= at) return "expired";
        if (sameHash(row.codeHash, hashOf(request, request.code.trim()))) {
          await tx.update(oneTimeCodes).set({ usedAt: at }).where(eq(oneTimeCodes.id, row.id));
          return "ok";
        }
        const failedAttempts = row.failedAttempts + 1;
        await tx.update(oneTimeCodes).set({ failedAttempts }).where(eq(oneTimeCodes.id, row.id));
        return failedAttempts >= ONE_TIME_CODE_MAX_WRONG_TRIES ? "tooManyTries" : "wrong";
      });
    },

    /** Housekeeping: removes codes that expired more than a day ago. Answers how many. */
    async deleteExpired(): Promise<number> {
      const before = new Date(now().getTime() - 24 * 60 * 60_000);
      const gone = await db
        .delete(oneTimeCodes)
        .where(lt(oneTimeCodes.expiresAt, before))
        .returning({ id: oneTimeCodes.id });
      return gone.length;
    },
  };
}

export type OneTimeCodeStore = ReturnType<typeof oneTimeCodeStore>;

function normalise(email: string) {
  return email.trim().toLowerCase();
}

function sameHash(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
