import { z } from "zod";
import { emailInput, inputFromParser } from "../format/inputs";
import { PASSWORD_MAX_LENGTH } from "../format/password";
import { parsePersonName } from "../format/person-name";
import { textLineInput } from "../prequal/field-inputs";
import { PORTAL_ROLES } from "./portal-roles";

/**
 * The portal's forms and the services behind them validate with these same schemas (STYLE.md).
 * A new password's strength (not a common one) is checked by the service: that list is server-side.
 */
const id = (what: string) => z.uuid({ message: `Choose ${what} from the list` });
const ticket = z.string().min(1, "Start again from the sign-in page").max(512);
const role = z.enum(PORTAL_ROLES, { message: "Choose a role" });

export const staffSignInInput = z.object({
  email: emailInput,
  password: z.string().min(1, "Enter your password").max(PASSWORD_MAX_LENGTH, "Enter your password"),
});
export type StaffSignIn = z.infer<typeof staffSignInInput>;

/** The second step: the 6-digit code of the authenticator app, or one of the recovery codes. */
export const secondFactorInput = z.object({
  ticket,
  code: z
    .string()
    .trim()
    .min(1, "Enter the 6-digit code from your authenticator app")
    .max(32, "Enter the 6-digit code from your authenticator app, or a recovery code"),
});
export type SecondFactor = z.infer<typeof secondFactorInput>;

export const startTotpEnrolmentInput = z.object({ ticket });
export type StartTotpEnrolment = z.infer<typeof startTotpEnrolmentInput>;

export const confirmTotpEnrolmentInput = z.object({
  ticket,
  code: z
    .string()
    .transform((code) => code.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6 digits your authenticator app shows")),
});
export type ConfirmTotpEnrolment = z.infer<typeof confirmTotpEnrolmentInput>;

export const organisationUsersInput = z.object({ organisationId: id("an organisation") });
export type OrganisationUsers = z.infer<typeof organisationUsersInput>;

/**
 * A loan officer's NMLS ID (decision 088): the Nationwide Multistate Licensing System's number,
 * 1 to 12 digits. Optional (an invitation often goes out before the number is at hand); an empty
 * field is no number.
 */
export const nmlsIdInput = z
  .string()
  .trim()
  .transform((text) => (text === "" ? undefined : text))
  .pipe(
    z
      .string()
      .regex(/^\d{1,12}$/, "Enter the NMLS ID as 1 to 12 digits, like 1234567")
      .optional(),
  )
  .optional();

/** Only a loan officer keeps an NMLS ID (`nmlsIdFor`): the form shows the field for those roles alone. */
export const inviteStaffUserInput = z.object({
  email: emailInput,
  role,
  organisationId: id("an organisation"),
  nmlsId: nmlsIdInput,
});
export type InviteStaffUser = z.infer<typeof inviteStaffUserInput>;

export const acceptInvitationInput = z.object({
  token: z.string().min(1, "Open the link from your invitation e-mail again").max(256),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters for your password`),
  firstName: inputFromParser((name: string) => parsePersonName(name, "first")),
  lastName: inputFromParser((name: string) => parsePersonName(name, "last")),
});
export type AcceptInvitation = z.infer<typeof acceptInvitationInput>;

/** A new role, and a loan officer's NMLS ID (see `nmlsIdFor`). */
export const changeStaffRoleInput = z.object({ staffUserId: id("a user"), role, nmlsId: nmlsIdInput });
export type ChangeStaffRole = z.infer<typeof changeStaffRoleInput>;

/** Deactivate, reactivate and reset the second factor each name one user. */
export const staffUserInput = z.object({ staffUserId: id("a user") });
export type StaffUserRef = z.infer<typeof staffUserInput>;

/** Decision 088: a team or branch of an organisation, made by those who manage its users. */
export const createTeamInput = z.object({
  organisationId: id("an organisation"),
  name: textLineInput("team's name", 80),
});
export type CreateTeam = z.infer<typeof createTeamInput>;

/** Puts a user in one of their organisation's teams, or in none (null). */
export const changeStaffTeamInput = z.object({
  staffUserId: id("a user"),
  teamId: z.uuid({ message: "Choose a team from the list" }).nullable(),
});
export type ChangeStaffTeam = z.infer<typeof changeStaffTeamInput>;

/** Decision 088: a lender administrator makes a partner organisation and invites its first admin. */
export const createOrganisationInput = z.object({
  name: textLineInput("organisation's name", 120),
  adminEmail: emailInput,
});
export type CreateOrganisation = z.infer<typeof createOrganisationInput>;
