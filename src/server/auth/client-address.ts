import { isIP } from "node:net";

/**
 * The caller's network address, as the host recorded it (`x-client-address`, set by the host from
 * the socket or its trusted proxies and never taken from the client), for rate limits, audit records
 * and logs.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

export function clientAddress(headers: Record<string, unknown> | Headers): string {
  const value =
    headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER];
  return typeof value === "string" && value.length <= 64 ? value : "unknown";
}

/** The most `X-Forwarded-For` entries read: a longer header is someone's forgery or a loop. */
const MAX_FORWARDED_ENTRIES = 32;

/**
 * Decision 100: the real client behind `trustedHops` proxies (TRUST_PROXY_HOPS). Each trusted proxy
 * appends the address it was called from to `X-Forwarded-For`, so the client is the entry
 * `trustedHops` places from the right, counting the socket's own peer (the nearest proxy) as the
 * first: entries further left were written by whoever called, and a forger can only add those.
 * With 0 hops the header is ignored. A header that is missing, too short, or whose entries read up
 * to the client are not all IP addresses falls back to the socket's address.
 */
export function realClientAddress(request: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
}): string {
  const socket = request.socketAddress ?? "unknown";
  if (request.trustedHops === 0 || request.forwardedFor === undefined) return socket;
  // Several X-Forwarded-For headers are one list, in order (RFC 9110 §5.3).
  const joined = Array.isArray(request.forwardedFor) ? request.forwardedFor.join(",") : request.forwardedFor;
  const entries = joined.split(",", MAX_FORWARDED_ENTRIES + 1).map((entry) => entry.trim());
  if (entries.length > MAX_FORWARDED_ENTRIES || entries.length < request.trustedHops) return socket;
  const readFromTheRight = entries.slice(entries.length - request.trustedHops);
  if (!readFromTheRight.every((entry) => isIP(entry) !== 0)) return socket;
  return readFromTheRight[0] as string;
}
