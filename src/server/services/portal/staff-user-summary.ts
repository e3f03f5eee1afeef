import { z } from "zod";
import { PORTAL_ROLES } from "@/domain/portal/portal-roles";
import { STAFF_STATUSES, type StaffRole, type staffInvitations, type staffUsers } from "@/server/db/schema";

type RolesAgree = [StaffRole] extends [(typeof PORTAL_ROLES)[number]]
  ? [(typeof PORTAL_ROLES)[number]] extends [StaffRole]
    ? true
    : false
  : false;
/** The domain's roles and the database's CHECK list must be the same list. */
const rolesAgree: RolesAgree = true;
void rolesAgree;

/**
 * One row of the manage-users page, and what every user-changing service answers: never a
 * password hash, a TOTP secret or recovery codes. A router names it as its `.output`.
 */
export const staffUserSummaryOutput = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(PORTAL_ROLES),
  /** A loan officer's NMLS ID (decision 088); null for other roles and before it is given. */
  nmlsId: z.string().nullable(),
  /** The team or branch they belong to (decision 088), or null. */
  teamId: z.string().nullable(),
  status: z.enum(STAFF_STATUSES),
  lastSignInAt: z.date().nullable(),
  secondFactorEnrolled: z.boolean(),
});
export type StaffUserSummary = z.infer<typeof staffUserSummaryOutput>;

type StaffUserRow = typeof staffUsers.$inferSelect;
type StaffInvitationRow = typeof staffInvitations.$inferSelect;

export function summaryOf(row: StaffUserRow): StaffUserSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    nmlsId: row.nmlsId,
    teamId: row.teamId,
    status: row.status,
    lastSignInAt: row.lastSignInAt,
    secondFactorEnrolled: row.totpEnrolledAt !== null,
  };
}

/**
 * An invitation to an address that is another organisation's portal user (decision 071), shown as
 * any invited person is — no name yet, never signed in — so the admin cannot tell it apart.
 */
export function pendingSummary(invitation: StaffInvitationRow): StaffUserSummary {
  return {
    id: invitation.id,
    firstName: "",
    lastName: "",
    email: invitation.email,
    role: invitation.role,
    nmlsId: null,
    teamId: null,
    status: "invited",
    lastSignInAt: null,
    secondFactorEnrolled: false,
  };
}
