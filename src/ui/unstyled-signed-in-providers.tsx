"use client";
import type { ReactNode } from "react";
import { ApiProvider } from "@/lib/trpc/client";
import { documentNonce } from "./document-nonce";
import { PageStyles } from "./page-styles";
import { ToastHostAfterFirstPaint } from "./toast-host-after-first-paint";

/**
 * SignedInProviders for a page that paints without MUI (a funnel step, decision 049): the typed
 * API and the toast host; the parts that load after first paint bring the theme and styles.
 */
export function UnstyledSignedInProviders({
  nonce,
  children,
}: {
  nonce: string | undefined;
  children: ReactNode;
}) {
  return (
    <PageStyles.Provider value={{ inPlace: false, nonce: documentNonce(nonce) }}>
      <ApiProvider>{children}</ApiProvider>
      <ToastHostAfterFirstPaint />
    </PageStyles.Provider>
  );
}
