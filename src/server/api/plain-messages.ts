/**
 * What people read when the API refuses or fails (docs/design.md §4: plain sentences that say what to
 * do next, never internal messages). The request guard, the tRPC error formatter and the host's
 * own refusals share them; an error whose message is not in this table reaches people as the
 * sentence for its code.
 */
export const PLAIN_MESSAGES = {
  INTERNAL_SERVER_ERROR:
    "Something went wrong on our side and nothing was changed. Please try again in a moment.",
  UNAVAILABLE: "We can’t reach our records right now, so nothing was changed. Please try again in a minute.",
  PARSE_ERROR: "We couldn’t read this request, so nothing was changed. Reload the page and try again.",
  METHOD_NOT_SUPPORTED: "This address answers GET for reading and POST for changes only.",
  NOT_FOUND: "This action doesn’t exist. Reload the page and try again.",
  FIELDS: "Some answers need another look.",
  NOT_SAME_ORIGIN:
    "This request was refused because it did not come from this site. Reload the page and try again.",
  BOT_CHECK_FAILED: "We could not confirm this request came from a person. Reload the page and try again.",
  BOT_CHECK_DOWN:
    "Our bot check is not answering right now, so nothing was changed. Please try again in a minute.",
  TOO_MANY_AT_ONCE:
    "This request asks for too many things at once, so nothing was done. Reload the page and try again.",
  NOT_JSON: "This address reads JSON only, so nothing was changed. Reload the page and try again.",
  BAD_ADDRESS: "We couldn’t read the address of this request. Check the link and try again.",
  METHOD_NOT_ALLOWED_HERE: "This address doesn’t answer this kind of request.",
  PAGE_FAILED: "Something went wrong on our side. Please try again.",
} as const;

export type PlainMessage = (typeof PLAIN_MESSAGES)[keyof typeof PLAIN_MESSAGES];

const PLAIN = new Set<string>(Object.values(PLAIN_MESSAGES));

/** Whether a text is one of ours; anything else (a parser's, a library's) never reaches people. */
export function isPlainMessage(text: string): text is PlainMessage {
  return PLAIN.has(text);
}

export function tooLargeMessage(maxBytes: number): string {
  const size =
    maxBytes >= 1_048_576
      ? `${Math.round((maxBytes / 1_048_576) * 10) / 10} MB`
      : `${Math.round(maxBytes / 1024)} kB`;
  return `This request is larger than ${size}, so it was not accepted. Send less at once, or upload files separately.`;
}
