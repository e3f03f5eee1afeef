import type { ReactNode } from "react";
import { ApplicantMessages } from "../messages/applicant-messages";
import type { ShellSettings } from "../shell/site-shell";
import { SignedInLayout, type SignedInProvidersComponent } from "../signed-in-layout";
import { ApplicantBarAfterFirstPaint } from "./applicant-bar-after-first-paint";
import { ApplicantSession } from "./applicant-session";
import { RedirectGuard } from "./redirect-guard";

/**
 * Every applicant page (/app and /prequal, spec §2): the applicant session realm, its text
 * (decision 019), the spec §4 redirect rules and the account bar, inside the providers the route's
 * layout names (SignedInProviders; UnstyledSignedInProviders for the funnels' steps, which paint
 * without MUI, decision 049).
 */
export function ApplicantArea({
  shell,
  providers,
  children,
}: {
  shell: ShellSettings;
  providers: SignedInProvidersComponent;
  children: ReactNode;
}) {
  return (
    <SignedInLayout shell={shell} providers={providers}>
      <ApplicantMessages>
        <ApplicantSession>
          <RedirectGuard />
          <ApplicantBarAfterFirstPaint />
          {children}
        </ApplicantSession>
      </ApplicantMessages>
    </SignedInLayout>
  );
}
