import type { ReactNode } from "react";
import { ApplicantBar } from "@/ui/applicant-session/applicant-bar";
import { ApplicantSession } from "@/ui/applicant-session/applicant-session";
import { RedirectGuard } from "@/ui/applicant-session/redirect-guard";
import { ApplicantMessages } from "@/ui/messages/applicant-messages";
import { SignedInLayout } from "@/ui/signed-in-layout";
import { shellSettings } from "../_shell/shell-settings";

/**
 * The applicant area: /app and /prequal (spec §2), with the applicant session realm, its text
 * (decision 019) and the spec §4 redirect rules on every page.
 */
export default function ApplicantLayout({ children }: { children: ReactNode }) {
  return (
    <SignedInLayout shell={shellSettings()}>
      <ApplicantMessages>
        <ApplicantSession>
          <RedirectGuard />
          <ApplicantBar />
          {children}
        </ApplicantSession>
      </ApplicantMessages>
    </SignedInLayout>
  );
}
