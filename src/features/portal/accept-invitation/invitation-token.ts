/**
 * The invitation's token from the link's fragment (`#token=…`, decision 015): the fragment never
 * reaches a server, so the token stays out of logs and Referer headers until the form posts it.
 */
export function invitationTokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return token && token.length <= 256 ? token : null;
}
