import type { ReactNode } from "react";
import { ApplicantBar } from "@/ui/applicant-session/applicant-bar";
import { ApplicantSession } from "@/ui/applicant-session/applicant-session";
import { SignedInLayout } from "@/ui/signed-in-layout";
import { shellSettings } from "../_shell/shell-settings";

/** The applicant area: /app and /prequal (spec §2), with the applicant session realm. */
export default function ApplicantLayout({ children }: { children: ReactNode }) {
  return (
    <SignedInLayout shell={shellSettings()}>
      <ApplicantSession>
        <ApplicantBar />
        {children}
      </ApplicantSession>
    </SignedInLayout>
  );
}
