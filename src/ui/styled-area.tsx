"use client";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { ThemeProvider } from "@mui/material/styles";
import { type ReactNode, useContext } from "react";
import { PageStyles } from "./page-styles";
import { theme } from "./theme";

let documentCache: EmotionCache | undefined;

/**
 * One Emotion cache for the document's parts loaded after first paint (a step, the account bar, a
 * dialog), under the document's nonce; "late" keeps its class names apart from any a server wrote.
 */
function lateCache(nonce: string | undefined): EmotionCache {
  // Such parts render in the browser only; a server would need one per request (its nonce).
  if (typeof window === "undefined") return createCache({ key: "late", nonce });
  documentCache ??= createCache({ key: "late", nonce });
  return documentCache;
}

/**
 * MUI's theme and Emotion's cache for a part loaded after first paint on a page whose layout has
 * neither (a funnel step, decision 049). Where the layout has them, nothing.
 */
export function StyledArea({ children }: { children: ReactNode }) {
  const { inPlace, nonce } = useContext(PageStyles);
  if (inPlace) return children;
  // Parts loaded inside this one (a step's form) find the styles in place.
  return (
    <CacheProvider value={lateCache(nonce)}>
      <ThemeProvider theme={theme}>
        <PageStyles.Provider value={{ inPlace: true, nonce }}>{children}</PageStyles.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}
