import { createHash } from "node:crypto";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { settings } from "@/env";
import type { RawClient } from "@/server/db/client";
import { rateLimitStoreClient } from "./rate-limit-store";
import { tryAgainIn } from "./try-again-message";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** From the accounts issue (docs/design.md §5). Seconds throughout, as rate-limiter-flexible counts. */
export const RATE_LIMITS = {
  /** 10 failed sign-ins in a row for one e-mail from one address lock that pair for 15 minutes. */
  signInFailuresInARow: { points: 10, durationSeconds: 24 * HOUR, lockSeconds: 15 * MINUTE },
  /** 100 failed sign-ins a day from one address, whatever the e-mails. */
  signInFailuresPerAddress: { points: 100, durationSeconds: 24 * HOUR },
  /** One-time code requests per e-mail. */
  codeRequests: { points: 5, durationSeconds: HOUR },
  /**
   * Sign-ups per address (SIGN_UPS_PER_ADDRESS_PER_HOUR changes the 100): an office or a carrier's
   * shared address is many people (decision 100).
   */
  signUps: { points: 100, durationSeconds: HOUR },
  /** Sign-ups per e-mail: each sends that mailbox a message, so nobody floods one (decision 100). */
  signUpsPerEmail: { points: 5, durationSeconds: HOUR },
  /** next-auth client `_log` events per address (spec §7). */
  clientEvents: { points: 60, durationSeconds: MINUTE },
  /**
   * New anonymous prequalification drafts per address (issue 8): a shared address, not a script
   * (decision 100: a browser continuing its draft starts none; the bot check screens every write).
   */
  prequalDrafts: { points: 200, durationSeconds: HOUR },
  /** Waitlist e-mails per address: nobody fills the list with other people's addresses. */
  waitlistJoins: { points: 10, durationSeconds: HOUR },
  /** Each connection asks the income-verification service (and is billed): per applicant. */
  incomeConnections: { points: 10, durationSeconds: HOUR },
  /** Each connection asks the bank-statements service (and is billed): per applicant. */
  bankConnections: { points: 10, durationSeconds: HOUR },
  /** Guesses of the ESIGN consent's access-check code, per application: like sign-in codes, a few tries. */
  consentCodeGuesses: { points: 5, durationSeconds: 15 * MINUTE },
  /**
   * PDFs written for a person (the summary, notices, disclosures, the consent check), per session
   * (issue 19): a person opens a few at a time; twenty at once slowed the site for everyone.
   */
  pdfDownloads: { points: 12, durationSeconds: MINUTE },
};

export type RateLimitSettings = typeof RATE_LIMITS;
export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

export interface RateLimitOptions {
  raw: RawClient;
  /** Tests: shorter windows. */
  limits?: Partial<RateLimitSettings>;
}

const ALLOWED: RateLimitVerdict = { ok: true };

/**
 * Keys hold a digest of the e-mail and address: the table then holds no personal data and every
 * key has the same short length.
 */
function keyOf(...parts: string[]) {
  return createHash("sha256").update(parts.join("\n")).digest("base64url");
}
const emailKey = (email: string) => email.trim().toLowerCase();

function refused(msBeforeNext: number, lead: string): RateLimitVerdict {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return { ok: false, retryAfterSeconds, message: `${lead} ${tryAgainIn(retryAfterSeconds)}` };
}

/** Consumes a point; over the limit answers the store's verdict instead of throwing it. Store errors throw. */
async function consume(limiter: RateLimiterPostgres, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) return outcome;
    throw outcome;
  }
}

/**
 * The site's rate limits, counted in the database so they hold across instances (docs/design.md §2),
 * on a PostgreSQL pool or the embedded PGlite alike. The table is made by migration 0001.
 */
export function rateLimits(options: RateLimitOptions) {
  // An office or a carrier's shared address may need more sign-ups an hour than a household.
  const signUpsPerAddress = { ...RATE_LIMITS.signUps, points: settings().SIGN_UPS_PER_ADDRESS_PER_HOUR };
  const limits = { ...RATE_LIMITS, signUps: signUpsPerAddress, ...options.limits };
  const store = rateLimitStoreClient(options.raw);
  const limiter = (
    keyPrefix: string,
    points: number,
    duration: number,
    clearExpired = false,
    blockInMemory = false,
  ) =>
    new RateLimiterPostgres({
      ...store,
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix,
      points,
      duration,
      // Every limiter shares the table; one sweeping expired rows every 5 minutes is enough.
      clearExpiredByTimeout: clearExpired,
      // A key over its limit is refused from memory until its window ends: a flood of refused
      // requests then costs no database write each (the count still holds across instances).
      ...(blockInMemory ? { inMemoryBlockOnConsumed: points + 1 } : {}),
    });
  const inARow = limiter(
    "signInInARow",
    limits.signInFailuresInARow.points,
    limits.signInFailuresInARow.durationSeconds,
    true,
  );
  const perAddress = limiter(
    "signInPerAddress",
    limits.signInFailuresPerAddress.points,
    limits.signInFailuresPerAddress.durationSeconds,
  );
  const codeRequests = limiter(
    "codeRequests",
    limits.codeRequests.points,
    limits.codeRequests.durationSeconds,
  );
  const signUps = limiter("signUps", limits.signUps.points, limits.signUps.durationSeconds);
  const signUpsPerEmail = limiter(
    "signUpsPerEmail",
    limits.signUpsPerEmail.points,
    limits.signUpsPerEmail.durationSeconds,
  );
  const prequalDrafts = limiter(
    "prequalDrafts",
    limits.prequalDrafts.points,
    limits.prequalDrafts.durationSeconds,
  );
  const waitlistJoins = limiter(
    "waitlistJoins",
    limits.waitlistJoins.points,
    limits.waitlistJoins.durationSeconds,
  );
  const incomeConnections = limiter(
    "incomeConnections",
    limits.incomeConnections.points,
    limits.incomeConnections.durationSeconds,
  );
  const bankConnections = limiter(
    "bankConnections",
    limits.bankConnections.points,
    limits.bankConnections.durationSeconds,
  );
  const consentCodeGuesses = limiter(
    "consentCodeGuesses",
    limits.consentCodeGuesses.points,
    limits.consentCodeGuesses.durationSeconds,
  );
  const pdfDownloads = limiter(
    "pdfDownloads",
    limits.pdfDownloads.points,
    limits.pdfDownloads.durationSeconds,
    false,
    true,
  );
  const clientEvents = limiter(
    "clientEvents",
    limits.clientEvents.points,
    limits.clientEvents.durationSeconds,
  );

  const within = async (counter: RateLimiterPostgres, key: string, lead: string) => {
    try {
      await counter.consume(key);
      return ALLOWED;
    } catch (outcome) {
      // Over the limit, counted in the store or (a key refused from memory) not counted at all.
      if (outcome instanceof RateLimiterRes) return refused(outcome.msBeforeNext, lead);
      throw outcome;
    }
  };
  const tooManySignIns = "Too many attempts.";

  return {
    /** Before checking a password or code: is this e-mail and address still allowed to try? */
    async signInAllowed(attempt: { email: string; address: string }): Promise<RateLimitVerdict> {
      const [pair, address] = await Promise.all([
        inARow.get(keyOf(emailKey(attempt.email), attempt.address)),
        perAddress.get(keyOf(attempt.address)),
      ]);
      if (pair && pair.consumedPoints >= inARow.points) return refused(pair.msBeforeNext, tooManySignIns);
      if (address && address.consumedPoints >= perAddress.points) {
        return refused(address.msBeforeNext, tooManySignIns);
      }
      return ALLOWED;
    },

    /** After a wrong password or code. Answers whether the next try will be refused, and for how long. */
    async signInFailed(attempt: { email: string; address: string }): Promise<RateLimitVerdict> {
      const pairKey = keyOf(emailKey(attempt.email), attempt.address);
      const [pair, address] = await Promise.all([
        consume(inARow, pairKey),
        consume(perAddress, keyOf(attempt.address)),
      ]);
      if (pair.consumedPoints >= inARow.points) {
        // The lock runs from the last failure, not from the start of the counting window.
        const lock = limits.signInFailuresInARow.lockSeconds;
        await inARow.block(pairKey, lock);
        return refused(lock * 1000, tooManySignIns);
      }
      if (address.consumedPoints >= perAddress.points) return refused(address.msBeforeNext, tooManySignIns);
      return ALLOWED;
    },

    /** After a good sign-in: the failures in a row start again from zero (the daily count stays). */
    async signInSucceeded(attempt: { email: string; address: string }): Promise<void> {
      await inARow.delete(keyOf(emailKey(attempt.email), attempt.address));
    },

    /** Before sending a one-time code to this e-mail. */
    codeRequestAllowed(email: string): Promise<RateLimitVerdict> {
      return within(codeRequests, keyOf(emailKey(email)), "You have asked for too many codes.");
    },

    /** Before creating an account from this address. */
    signUpAllowed(address: string): Promise<RateLimitVerdict> {
      return within(signUps, keyOf(address), "Too many sign-ups from your network.");
    },

    /** Before creating an account for this e-mail (or mailing its owner that it has one). */
    signUpForEmailAllowed(email: string): Promise<RateLimitVerdict> {
      return within(signUpsPerEmail, keyOf(emailKey(email)), "Too many sign-ups for this e-mail.");
    },

    /** Before starting an anonymous prequalification draft from this address. */
    prequalDraftAllowed(address: string): Promise<RateLimitVerdict> {
      return within(prequalDrafts, keyOf(address), "Too many new applications from your network.");
    },

    /** Before putting an e-mail on the waitlist from this address. */
    waitlistJoinAllowed(address: string): Promise<RateLimitVerdict> {
      return within(waitlistJoins, keyOf(address), "Too many waitlist requests from your network.");
    },

    /** Before asking the income-verification service for this applicant. */
    incomeConnectionAllowed(applicantId: string): Promise<RateLimitVerdict> {
      return within(incomeConnections, applicantId, "Too many payroll connections in an hour.");
    },

    /** Before asking the bank-statements service for this applicant. */
    bankConnectionAllowed(applicantId: string): Promise<RateLimitVerdict> {
      return within(bankConnections, applicantId, "Too many bank connections in an hour.");
    },

    /** Before checking a typed ESIGN consent code for this application. */
    consentCodeGuessAllowed(applicationId: string): Promise<RateLimitVerdict> {
      return within(consentCodeGuesses, applicationId, "Too many tries of the code.");
    },

    /**
     * Before writing a PDF for a caller: `caller` is the session's account id (or, for an anonymous
     * draft, the address, since a draft's cookie is not checked before its notice is looked up).
     */
    pdfDownloadAllowed(caller: string): Promise<RateLimitVerdict> {
      return within(pdfDownloads, keyOf(caller), "Too many documents downloaded in a short time.");
    },

    /** Before recording a client log event from this address. */
    clientEventAllowed(address: string): Promise<RateLimitVerdict> {
      return within(clientEvents, keyOf(address), "Too many requests.");
    },
  };
}

export type RateLimits = ReturnType<typeof rateLimits>;
