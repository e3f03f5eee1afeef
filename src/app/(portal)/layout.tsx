import type { ReactNode } from "react";
import { SignedInLayout } from "@/ui/signed-in-layout";
import { shellSettings } from "../_shell/shell-settings";

/** The partner portal: /portal (spec §2), with the portal session realm. */
export default function PortalLayout({ children }: { children: ReactNode }) {
  return <SignedInLayout shell={shellSettings()}>{children}</SignedInLayout>;
}
