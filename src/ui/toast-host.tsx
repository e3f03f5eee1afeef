"use client";
import "./toast-style-sheet";
import { enqueueSnackbar, SnackbarProvider } from "notistack";
import { useEffect } from "react";
import { toastHostMounted } from "./toasts";

/**
 * Where toasts show (spec §9: at most 3, bottom-left). `toast()` reaches it through notistack's
 * page-wide `enqueueSnackbar`, which answers the provider mounted last.
 */
export function ToastHost() {
  useEffect(() => {
    toastHostMounted((message, variant) => enqueueSnackbar(message, { variant }));
  }, []);
  return <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: "bottom", horizontal: "left" }} />;
}
