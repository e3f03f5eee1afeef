"use client";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import type { ReactNode } from "react";
import { ApiProvider } from "@/lib/trpc/client";
import { documentNonce } from "./document-nonce";
import { PageStyles } from "./page-styles";
import { theme } from "./theme";
import { ToastHostAfterFirstPaint } from "./toast-host-after-first-paint";

/**
 * What the applicant and portal areas add to the document: the MUI theme with Emotion's styles under
 * the page's CSP nonce, the typed API, and the toast host, loaded after first paint. The public
 * pages load none of it; a page that paints without MUI has UnstyledSignedInProviders instead.
 */
export function SignedInProviders({
  nonce: serverNonce,
  children,
}: {
  nonce: string | undefined;
  children: ReactNode;
}) {
  const nonce = documentNonce(serverNonce);
  return (
    <AppRouterCacheProvider options={{ key: "css", nonce }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <PageStyles.Provider value={{ inPlace: true, nonce }}>
          <ApiProvider>{children}</ApiProvider>
          <ToastHostAfterFirstPaint />
        </PageStyles.Provider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
