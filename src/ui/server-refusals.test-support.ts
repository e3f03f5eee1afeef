// Failed calls as the typed client (tRPC) hands them to the screens: a refusal the server sent
// (its sentence, and `data` with its code, HTTP status and field errors), or a call that never
// got an answer. Component tests reject their fakes with these, so a screen is tested against the
// errors it really receives.
import { TRPCClientError } from "@trpc/client";

export function aServerRefusal(
  message: string,
  options: { code?: string; httpStatus?: number; fieldErrors?: Record<string, string[]> | null } = {},
) {
  const { code = "BAD_REQUEST", httpStatus = 400, fieldErrors = null } = options;
  return TRPCClientError.from({
    error: { code: -32600, message, data: { code, httpStatus, fieldErrors, requestId: null } },
  });
}

/** The server's 429, whose sentence says how long to wait. */
export const aTooManyRequests = (message: string) =>
  aServerRefusal(message, { code: "TOO_MANY_REQUESTS", httpStatus: 429 });

/** No answer came: the browser's fetch failed (offline, DNS, a dropped connection). */
export const aLostConnection = () => TRPCClientError.from(new TypeError("Failed to fetch"));
