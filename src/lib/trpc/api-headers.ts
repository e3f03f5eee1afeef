import { API_UPDATE_ACTION } from "@/domain/ports/captcha";

/** Headers of one call to /api/trpc (spec §7): same-origin marker always, bot check on writes. */
export async function apiHeaders(
  isWrite: boolean,
  token: (action: string) => Promise<string>,
): Promise<Record<string, string>> {
  return isWrite
    ? { "X-Same-Origin": "1", "X-Recaptcha-Token": await token(API_UPDATE_ACTION) }
    : { "X-Same-Origin": "1" };
}
