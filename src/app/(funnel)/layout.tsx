import type { ReactNode } from "react";
import { ApplicantArea } from "@/ui/applicant-session/applicant-area";
import { UnstyledSignedInProviders } from "@/ui/unstyled-signed-in-providers";
import { shellSettings } from "../_shell/shell-settings";

/**
 * The prequalification funnels' steps (spec §2: /prequal/… and /app/initial-setup/…, but for the
 * partner's mcr screen): applicant pages that paint a plain frame without MUI, the step's code and
 * MUI loading after first paint, so the site's front door keeps to the funnel's first-load budget
 * (DESIGN.md §6, decision 049).
 */
export default function FunnelLayout({ children }: { children: ReactNode }) {
  return (
    <ApplicantArea shell={shellSettings()} providers={UnstyledSignedInProviders}>
      {children}
    </ApplicantArea>
  );
}
