import { z } from "zod";
import {
  changeStaffRoleInput,
  changeStaffTeamInput,
  createOrganisationInput,
  createTeamInput,
  inviteStaffUserInput,
  organisationUsersInput,
  staffUserInput,
} from "@/domain/portal/portal-inputs";
import { PORTAL_PERMISSIONS, PORTAL_ROLES, rolesHolding } from "@/domain/portal/portal-roles";
import { changeStaffRole } from "@/server/services/portal/change-staff-role";
import { changeStaffTeam } from "@/server/services/portal/change-staff-team";
import { createPartnerOrganisation } from "@/server/services/portal/create-partner-organisation";
import { createTeam } from "@/server/services/portal/create-team";
import { deactivateStaffUser } from "@/server/services/portal/deactivate-staff-user";
import { inviteStaffUser } from "@/server/services/portal/invite-staff-user";
import { listOrganisationUsers } from "@/server/services/portal/list-organisation-users";
import { listOrganisations } from "@/server/services/portal/list-organisations";
import { portalHome } from "@/server/services/portal/portal-home";
import { reactivateStaffUser } from "@/server/services/portal/reactivate-staff-user";
import { resetSecondFactor } from "@/server/services/portal/reset-second-factor";
import { staffUserSummaryOutput } from "@/server/services/portal/staff-user-summary";
import type { Context } from "../context";
import { portalProcedure } from "../procedures";
import { router } from "../trpc";
import { assignmentRouter } from "./portal-assignment";
import { lendingSystemsRouter } from "./portal-lending-systems";
import { loanDeliveryRouter } from "./portal-loan-delivery";
import { loanFileRouter } from "./portal-loan-file";
import { portalMessagesRouter } from "./portal-messages";
import { applicantDocumentsRouter, portalPipelineRouter } from "./portal-pipeline";
import { underwritingRouter } from "./portal-underwriting";

/** Those who manage users (docs/design.md §4); the services check the organisation of every target. */
const userManagers = portalProcedure(rolesHolding("manageUsers"));
/** Those who create partner organisations (decision 088): the lender's administrators. */
const organisationManagers = portalProcedure(rolesHolding("manageOrganisations"));

async function staffRequest(ctx: Context & { staff: { id: string } }) {
  return { ...(await ctx.auth()).portal, address: ctx.address, actor: { id: ctx.staff.id } };
}

const permissionKey = z.enum(Object.keys(PORTAL_PERMISSIONS) as [keyof typeof PORTAL_PERMISSIONS]);
const changedUser = z.object({ user: staffUserSummaryOutput });

export const portalRouter = router({
  pipeline: portalPipelineRouter,
  applicantDocuments: applicantDocumentsRouter,
  loanDelivery: loanDeliveryRouter,
  loanFile: loanFileRouter,
  assignment: assignmentRouter,
  messages: portalMessagesRouter,
  underwriting: underwritingRouter,
  lendingSystems: lendingSystemsRouter,

  home: portalProcedure(PORTAL_ROLES)
    .output(
      z.object({
        user: z.object({
          firstName: z.string(),
          lastName: z.string(),
          email: z.string(),
          role: z.enum(PORTAL_ROLES),
        }),
        organisation: z.object({ id: z.string(), name: z.string(), kind: z.enum(["partner", "lender"]) }),
        permissions: z.array(z.object({ permission: permissionKey, reach: z.enum(["own", "all"]) })),
      }),
    )
    .query(({ ctx }) => portalHome({ db: ctx.db, actor: { id: ctx.staff.id } })),

  organisations: organisationManagers
    .output(
      z.object({
        organisations: z.array(
          z.object({
            id: z.string().uuid(),
            name: z.string(),
            kind: z.enum(["partner", "lender"]),
            createdAt: z.date(),
            activeUsers: z.number().int(),
          }),
        ),
      }),
    )
    .query(async ({ ctx }) => listOrganisations(await staffRequest(ctx))),

  createOrganisation: organisationManagers
    .input(createOrganisationInput)
    .output(
      z.object({
        organisation: z.object({ id: z.string().uuid(), name: z.string() }),
        admin: staffUserSummaryOutput,
        expiresAt: z.date(),
      }),
    )
    .mutation(async ({ ctx, input }) => createPartnerOrganisation(await staffRequest(ctx), input)),

  users: userManagers
    .input(organisationUsersInput)
    .output(
      z.object({
        organisation: z.object({ id: z.string(), name: z.string() }),
        users: z.array(staffUserSummaryOutput),
        teams: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
      }),
    )
    .query(async ({ ctx, input }) => listOrganisationUsers(await staffRequest(ctx), input)),

  inviteUser: userManagers
    .input(inviteStaffUserInput)
    .output(z.object({ user: staffUserSummaryOutput, expiresAt: z.date() }))
    .mutation(async ({ ctx, input }) => inviteStaffUser(await staffRequest(ctx), input)),

  changeRole: userManagers
    .input(changeStaffRoleInput)
    .output(changedUser)
    .mutation(async ({ ctx, input }) => ({
      user: (await changeStaffRole(await staffRequest(ctx), input)).user,
    })),

  deactivateUser: userManagers
    .input(staffUserInput)
    .output(changedUser)
    .mutation(async ({ ctx, input }) => ({
      user: (await deactivateStaffUser(await staffRequest(ctx), input)).user,
    })),

  reactivateUser: userManagers
    .input(staffUserInput)
    .output(changedUser)
    .mutation(async ({ ctx, input }) => reactivateStaffUser(await staffRequest(ctx), input)),

  // Teams or branches (decision 088): managed with the organisation's users.
  createTeam: userManagers
    .input(createTeamInput)
    .output(z.object({ team: z.object({ id: z.string().uuid(), name: z.string() }) }))
    .mutation(async ({ ctx, input }) => createTeam(await staffRequest(ctx), input)),

  changeTeam: userManagers
    .input(changeStaffTeamInput)
    .output(changedUser)
    .mutation(async ({ ctx, input }) => changeStaffTeam(await staffRequest(ctx), input)),

  resetSecondFactor: userManagers
    .input(staffUserInput)
    .output(changedUser)
    .mutation(async ({ ctx, input }) => ({
      user: (await resetSecondFactor(await staffRequest(ctx), input)).user,
    })),
});
