import type { ReactNode } from "react";
import type { LenderIdentity } from "@/env/lender-identity";
import { DemoBanner } from "./demo-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/** Settings every page shows; route layouts read them on the server (build time for public pages). */
export interface ShellSettings {
  lender: LenderIdentity;
  sandboxes: readonly string[];
}

/** What every page has around its content: skip link, demo notice, header, footer. */
export function SiteShell({ lender, sandboxes, children }: ShellSettings & { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      {sandboxes.length > 0 ? <DemoBanner /> : null}
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter lender={lender} />
    </>
  );
}
