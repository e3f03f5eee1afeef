import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { AppProviders } from "@/ui/app-providers";
import { SITE_DESCRIPTION, SITE_NAME } from "@/ui/brand";
import { poppins } from "@/ui/fonts";
import { SiteFooter } from "@/ui/site-footer";
import { SiteHeader } from "@/ui/site-header";
import { SkipLink } from "@/ui/skip-link";

export const metadata: Metadata = {
  title: { default: `Home-equity line of credit | ${SITE_NAME}`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0B4F8A" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The per-request CSP nonce (src/proxy.ts) goes to Emotion's style tags; Next adds it to its scripts.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" className={poppins.variable}>
      <body>
        <AppRouterCacheProvider options={{ key: "css", nonce }}>
          <AppProviders>
            <SkipLink />
            <SiteHeader />
            <main id="main">{children}</main>
            <SiteFooter />
          </AppProviders>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
