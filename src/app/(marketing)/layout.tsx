import type { ReactNode } from "react";
import { SiteShell } from "@/ui/shell/site-shell";
import { shellSettings } from "../_shell/shell-settings";

/**
 * The public site: prerendered at build, served under a hash-based CSP (decision 008), and loading
 * no API client, query client, toasts or form library.
 */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return <SiteShell {...shellSettings()}>{children}</SiteShell>;
}
