import { headers } from "next/headers";
import type { ComponentType, ReactNode } from "react";
import { type ShellSettings, SiteShell } from "./shell/site-shell";

/** SignedInProviders, or UnstyledSignedInProviders for a page that paints without MUI. */
export type SignedInProvidersComponent = ComponentType<{ nonce: string | undefined; children: ReactNode }>;

/**
 * The applicant and portal areas render per request: the proxy's fresh CSP nonce (src/proxy.ts)
 * goes to Emotion's style tags, and Next puts it on its own scripts. The route's layout names the
 * providers: a client component a layout's modules import is among its pages' first scripts even
 * when it is not rendered, so a page that paints without MUI must not import SignedInProviders
 * (decision 049).
 */
export async function SignedInLayout({
  shell,
  providers: Providers,
  children,
}: {
  shell: ShellSettings;
  providers: SignedInProvidersComponent;
  children: ReactNode;
}) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <Providers nonce={nonce}>
      <SiteShell {...shell}>{children}</SiteShell>
    </Providers>
  );
}
