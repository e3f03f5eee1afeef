import "@/ui/global.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SITE_DESCRIPTION, SITE_NAME } from "@/ui/brand";
import { poppins } from "@/ui/fonts";
import { NavigationRecorder } from "@/ui/navigation-recorder";
import { tokens } from "@/ui/tokens";

export const metadata: Metadata = {
  title: { default: `Home-equity line of credit | ${SITE_NAME}`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: tokens.color.primary,
};

/**
 * The document every audience shares. It reads nothing per request, so the public pages below it
 * are prerendered; the signed-in areas add their providers and the CSP nonce in their own layouts.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={poppins.variable}>
      <body>
        {children}
        <NavigationRecorder />
      </body>
    </html>
  );
}
