"use client";
import { createContext } from "react";

/**
 * How a signed-in page gets MUI's styles (decision 049): `inPlace` when its layout server-renders
 * them (the theme and Emotion's cache wrap the page), otherwise each part loaded after first paint
 * brings them (StyledArea). `nonce` is the page's CSP nonce, which Emotion's style tags must carry.
 */
export const PageStyles = createContext<{ inPlace: boolean; nonce: string | undefined }>({
  inPlace: false,
  nonce: undefined,
});
