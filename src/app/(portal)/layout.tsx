import type { ReactNode } from "react";
import { PortalSessionProvider } from "@/features/portal/portal-session";
import { SignedInLayout } from "@/ui/signed-in-layout";
import { SignedInProviders } from "@/ui/signed-in-providers";
import { shellSettings } from "../_shell/shell-settings";

/** The partner portal: /portal (spec §2), with the portal session realm (/api/authPortal, spec §6). */
export default function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <SignedInLayout shell={shellSettings()} providers={SignedInProviders}>
      <PortalSessionProvider>{children}</PortalSessionProvider>
    </SignedInLayout>
  );
}
