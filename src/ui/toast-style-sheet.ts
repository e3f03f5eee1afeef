"use client";
/**
 * notistack styles itself with goober, which stamps `window.__nonce__` on its style element on
 * every write; unset, the CSP refuses those styles. Before notistack loads (this module is imported
 * first), take the page's nonce from Next's own scripts.
 */
declare global {
  interface Window {
    __nonce__?: string;
  }
}

if (typeof window !== "undefined") {
  window.__nonce__ = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
}

export {};
