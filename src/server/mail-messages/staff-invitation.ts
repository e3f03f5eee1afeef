import type { MailMessage } from "@/domain/ports/mail";
import { STAFF_INVITATION_LIFETIME_HOURS } from "@/server/auth/invitation-tokens";
import type { StaffRole } from "@/server/db/schema";
import { renderMessage } from "./render-message";

const ROLE_NAMES: Record<StaffRole, string> = {
  admin: "an administrator",
  loanOfficer: "a loan officer",
  viewer: "a viewer",
  lenderAdmin: "a lender administrator",
  pricingAdmin: "a pricing administrator",
  underwriter: "an underwriter",
  processor: "a processor",
  lenderLoanOfficer: "a loan officer",
  lenderViewer: "a viewer",
};

/** docs/design.md §4: an admin invites a colleague by e-mail with a one-time link, valid 72 hours. */
export function staffInvitationMessage(input: {
  to: string;
  organisationName: string;
  invitedBy: string;
  role: StaffRole;
  acceptUrl: string;
}): MailMessage {
  return renderMessage(input.to, `Join ${input.organisationName} on the Keystone portal`, [
    `${input.invitedBy} has invited you to the Keystone partner portal as ${ROLE_NAMES[input.role]} of ${input.organisationName}.`,
    { text: "Accept the invitation and choose your password", href: input.acceptUrl },
    `The link works once and for ${STAFF_INVITATION_LIFETIME_HOURS} hours. After that, ask ${input.invitedBy} to invite you again.`,
    "You will also set up an authenticator app for a second sign-in step.",
    "If you were not expecting this, you can ignore this e-mail.",
  ]);
}
