import { createHmac, timingSafeEqual } from "node:crypto";

/** One event a lending system posted about a loan: only ids and a time, never personal data. */
export type LosEvent = {
  /** The system's id for the event: an event seen before is a replay. */
  eventId: string;
  occurredAt: Date;
  /** The system's id of the loan it concerns. */
  loanId: string;
};

/** How a vendor signs its webhooks and what its body says (each vendor's transform.ts). */
export type WebhookReader = {
  /** The header the signature arrives in (lower case). */
  signatureHeader: string;
  /** The signature the vendor computes over the body with the subscription's key. */
  sign(body: string, key: string): string;
  /** The events in a body whose signature held; throws on a body of another shape. */
  events(body: string): LosEvent[];
};

/** HMAC-SHA256 of the body under the key, in the encoding a vendor uses. */
export function hmac(body: string, key: string, encoding: "base64" | "hex"): string {
  return createHmac("sha256", key).update(body, "utf8").digest(encoding);
}

/** Whether `given` is the signature of `body`, compared in constant time. */
export function signatureHolds(reader: WebhookReader, body: string, key: string, given: string): boolean {
  const expected = Buffer.from(reader.sign(body, key));
  const received = Buffer.from(given.trim());
  return expected.length === received.length && timingSafeEqual(expected, received);
}
