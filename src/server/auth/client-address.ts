/**
 * The caller's network address, as the host recorded it (`x-client-address`, set from the socket
 * and never taken from the client), for rate limits and audit records.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

export function clientAddress(headers: Record<string, unknown> | Headers): string {
  const value =
    headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER];
  return typeof value === "string" && value.length <= 64 ? value : "unknown";
}
