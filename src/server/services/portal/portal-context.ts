import type { Mail } from "@/domain/ports/mail";
import type { SessionStore } from "@/server/auth/sessions";
import type { Database } from "@/server/db/client";
import { deriveKey } from "@/server/security/field-crypto";
import type { RateLimits } from "@/server/security/rate-limits";

/** What the portal services need, handed in by the caller (tests give fakes and a fixed clock). */
export interface PortalDependencies {
  db: Database;
  sessions: SessionStore;
  rateLimits: RateLimits;
  mail: Mail;
  /** The field-encryption key (`loadEncryptionKey`); the services derive their HMAC keys from it. */
  encryptionKey: Uint8Array;
  /** The site's origin for links in e-mails, e.g. `https://keystonehomecredit.com` (no trailing slash). */
  siteUrl: string;
  now: () => Date;
}

/** A call from someone not signed in yet (sign-in, accepting an invitation): their network address. */
export interface PortalRequest extends PortalDependencies {
  address: string;
}

/**
 * A call by a signed-in staff member. Only the id is taken from the session: role, organisation
 * and status are read afresh on every call, so a change takes effect at once.
 */
export interface StaffRequest extends PortalRequest {
  actor: { id: string };
}

/** The keys derived from the encryption key: a leak of one reveals neither the others nor the master. */
export function portalKeys(encryptionKey: Uint8Array) {
  return {
    recoveryCodes: deriveKey(encryptionKey, "recovery-codes"),
    secondFactorTickets: deriveKey(encryptionKey, "portal-second-factor-tickets"),
  };
}
