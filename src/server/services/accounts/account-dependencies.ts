import type { Mail } from "@/domain/ports/mail";
import { type AuditEntry, recordAudit } from "@/server/audit/record-audit";
import { type OneTimeCodeStore, oneTimeCodeStore } from "@/server/auth/one-time-codes";
import { type SessionStore, sessionStore } from "@/server/auth/sessions";
import type { Database, RawClient } from "@/server/db/client";
import { type RateLimitSettings, type RateLimits, rateLimits } from "@/server/security/rate-limits";

/**
 * Everything the applicant account services use, passed in rather than reached for, so the
 * integrator wires them once (next-auth's applicant realm, tRPC) and tests swap the clock and mail.
 * Each service takes only the part it needs (`Pick<AccountDependencies, …>`).
 */
export interface AccountDependencies {
  db: Database;
  mail: Mail;
  /** One-time codes (decision 011): HMAC-keyed, 10 minutes, single use, five tries. */
  codes: OneTimeCodeStore;
  sessions: SessionStore;
  rateLimits: RateLimits;
  now: () => Date;
  /** `recordAudit`; takes the database so a service can write the record in its own transaction. */
  audit: (db: Database, entry: AuditEntry) => Promise<void>;
  /** The site's own origin, e.g. `https://keystonehomecredit.com`, for links in e-mails. */
  siteUrl: string;
  /**
   * Told when an e-mail sent in the background could not go out. Never the message itself: it
   * holds codes. Account mail is sent in the background so that its latency cannot tell anyone
   * whether an address has an account.
   */
  reportError: (error: unknown, what: string) => void;
}

/** Who is asking: the caller's network address, for rate limits and the audit record. */
export interface Caller {
  address: string;
}

export interface AccountDependencyOptions {
  db: Database;
  raw: RawClient;
  mail: Mail;
  /** Key of the one-time codes' HMAC, e.g. HKDF of APP_ENCRYPTION_KEY with "one-time-codes". */
  codeSecret: Uint8Array;
  siteUrl: string;
  reportError: AccountDependencies["reportError"];
  now?: () => Date;
  limits?: Partial<RateLimitSettings>;
}

/** The stores built on one database and clock: what the integrator hands every account service. */
export function accountDependencies(options: AccountDependencyOptions): AccountDependencies {
  const now = options.now ?? (() => new Date());
  return {
    db: options.db,
    mail: options.mail,
    codes: oneTimeCodeStore({ db: options.db, secret: options.codeSecret, now }),
    sessions: sessionStore({ db: options.db, now }),
    rateLimits: rateLimits({ raw: options.raw, limits: options.limits }),
    now,
    audit: recordAudit,
    siteUrl: options.siteUrl.replace(/\/+$/, ""),
    reportError: options.reportError,
  };
}
