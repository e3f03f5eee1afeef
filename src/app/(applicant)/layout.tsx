import type { ReactNode } from "react";
import { ApplicantArea } from "@/ui/applicant-session/applicant-area";
import { SignedInProviders } from "@/ui/signed-in-providers";
import { shellSettings } from "../_shell/shell-settings";

/** The applicant area: /app and /prequal (spec §2) but for the funnels' steps, in (funnel) (decision 049). */
export default function ApplicantLayout({ children }: { children: ReactNode }) {
  return (
    <ApplicantArea shell={shellSettings()} providers={SignedInProviders}>
      {children}
    </ApplicantArea>
  );
}
