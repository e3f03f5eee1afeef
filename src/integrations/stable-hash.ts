import { createHash } from "node:crypto";
import type { PostalAddress } from "@/domain/ports/person";

// Stable hashes of inputs: the same house or person always gets the same id or sandbox figure.

const tidy = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The parts of an address that name the place (line1, city, state, the 5-digit zip), without case
 * or extra spaces, so "12 Main St" and " 12  MAIN st " are the same house to every adapter. The
 * county is left out (often blank); line2 only with `unit`, for ids that must tell flats apart.
 */
export function addressKey(address: PostalAddress, { unit = false } = {}): string {
  const zip = address.zip.replace(/\D/g, "").slice(0, 5);
  const parts = [tidy(address.line1), tidy(address.city), tidy(address.state), zip];
  if (unit) parts.push(tidy(address.line2 ?? ""));
  return parts.join("|");
}

/** Hex of the SHA-256 of the text: ids that repeat exactly for the same input. */
export function digestOf(text: string, length = 12): string {
  return createHash("sha256").update(text).digest("hex").slice(0, length);
}

/** A whole number from the text's SHA-256 (48 bits): sandbox figures that repeat exactly. */
export function seedOf(text: string): number {
  return Number.parseInt(digestOf(text, 12), 16);
}
