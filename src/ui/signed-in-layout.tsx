import { headers } from "next/headers";
import type { ReactNode } from "react";
import { type ShellSettings, SiteShell } from "./shell/site-shell";
import { SignedInProviders } from "./signed-in-providers";

/**
 * The applicant and portal areas render per request: the proxy's fresh CSP nonce (src/proxy.ts)
 * goes to Emotion's style tags, and Next puts it on its own scripts.
 */
export async function SignedInLayout({ shell, children }: { shell: ShellSettings; children: ReactNode }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <SignedInProviders nonce={nonce}>
      <SiteShell {...shell}>{children}</SiteShell>
    </SignedInProviders>
  );
}
