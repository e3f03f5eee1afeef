import { createHash, randomBytes } from "node:crypto";

/** docs/design.md §4: a staff invitation's one-time link works for 72 hours. */
export const STAFF_INVITATION_LIFETIME_HOURS = 72;

/**
 * The token for an invitation link, and the hash to store in `staff_invitations.token_hash`. 256
 * random bits need no slow or keyed hash: nobody can guess one from its SHA-256, and a dump of the
 * table holds no working link.
 */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: invitationTokenHash(token) };
}

/** The stored hash of a token from a link, to look the invitation up by. */
export function invitationTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
