import type { ReactNode } from "react";
import { SiteShell } from "@/ui/shell/site-shell";

/**
 * The public site: prerendered at build, served under a hash-based CSP (decision 008), and loading
 * no API client, query client, toasts or form library.
 */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
