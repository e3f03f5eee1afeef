"use client";
import "./toast-style-sheet";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { SnackbarProvider } from "notistack";
import type { ReactNode } from "react";
import { ApiProvider } from "@/lib/trpc/client";
import { NavigationRecorder } from "./navigation-recorder";
import { theme } from "./theme";

/** Theme, typed API, toasts (spec §9: at most 3, bottom-left) and the navigation record. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: "bottom", horizontal: "left" }}>
        <ApiProvider>
          <NavigationRecorder />
          {children}
        </ApiProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
