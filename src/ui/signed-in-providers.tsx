"use client";
import "./toast-style-sheet";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { SnackbarProvider } from "notistack";
import type { ReactNode } from "react";
import { ApiProvider } from "@/lib/trpc/client";
import { theme } from "./theme";

/**
 * What the applicant and portal areas add to the document: the MUI theme with Emotion's styles under
 * the page's CSP nonce, the typed API, and toasts (spec §9: at most 3, bottom-left). The public
 * pages load none of it.
 */
export function SignedInProviders({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: "css", nonce }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: "bottom", horizontal: "left" }}>
          <ApiProvider>{children}</ApiProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
