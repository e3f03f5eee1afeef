import type { ReactNode } from "react";
import { ApplicantArea } from "@/ui/applicant-session/applicant-area";
import { UnstyledSignedInProviders } from "@/ui/unstyled-signed-in-providers";
import { shellSettings } from "../_shell/shell-settings";

/**
 * The prequalification funnels' steps (spec §2: /prequal/… and /app/initial-setup/…, but for the
 * partner's mcr screen) and the application's (/app/application/…: its steps, the summary and the
 * closing's screens, but for the FAQ): applicant pages that paint a plain frame without MUI, the step's code and MUI
 * loading after first paint, so they keep to the first-load budget of funnel and application pages
 * (docs/design.md §6, decisions 049 and 051).
 */
export default function FunnelLayout({ children }: { children: ReactNode }) {
  return (
    <ApplicantArea shell={shellSettings()} providers={UnstyledSignedInProviders}>
      {children}
    </ApplicantArea>
  );
}
