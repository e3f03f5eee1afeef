/**
 * The CSP nonce Emotion's style tags must carry. On the server, the request's (src/proxy.ts). In
 * the browser, the document's: the CSP is the one the page was first loaded with, while a layout
 * rendered for a later navigation (into another route group) carries that request's new nonce.
 * Next puts the document's nonce on its scripts, where the `nonce` property still reads it.
 */
export function documentNonce(serverNonce: string | undefined): string | undefined {
  if (typeof document === "undefined") return serverNonce;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || serverNonce;
}
