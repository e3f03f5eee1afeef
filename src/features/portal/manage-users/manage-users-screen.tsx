"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { canAssignRole, holds, rolesFor } from "@/domain/portal/portal-roles";
import { useTRPC } from "@/lib/trpc/client";
import type { PortalHome, StaffUserRow } from "../api-types";
import { usePortalHome } from "../portal-home-query";
import { RequireStaffSession } from "../portal-session";
import { messageOf } from "../server-errors";
import { StepHeading } from "../step-heading";
import { ChangeRoleDialog } from "./change-role-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import { InviteDialog } from "./invite-dialog";
import { TeamsSection } from "./teams-section";
import { useUserChanges } from "./use-user-changes";
import { UserCard } from "./user-card";

/** /portal/manage-users (docs/design.md §4): an organisation's staff, invitations, roles and access. */
export function ManageUsersScreen() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <StepHeading>Manage users</StepHeading>
      <RequireStaffSession>
        <ManageUsersForRole />
      </RequireStaffSession>
      <Typography sx={{ mt: 4 }}>
        <a href="/portal">Back to the portal home</a>
      </Typography>
    </Container>
  );
}

function ManageUsersForRole() {
  const home = usePortalHome();
  if (home.isPending) return <p aria-live="polite">Loading…</p>;
  if (home.isError) return <Alert severity="error">{messageOf(home.error)}</Alert>;
  if (!holds(home.data.user, "manageUsers")) {
    return (
      <Alert severity="info">
        Your role doesn’t allow managing users. Ask an administrator of your organisation if you need a
        change.
      </Alert>
    );
  }
  return <OrganisationUsers home={home.data} />;
}

/**
 * A lender administrator sees their own organisation here for now: choosing another would need a
 * list of organisations, which the API does not offer yet.
 */
function OrganisationUsers({ home }: { home: PortalHome }) {
  const { organisation, user: me } = home;
  const trpc = useTRPC();
  const users = useQuery(trpc.portal.users.queryOptions({ organisationId: organisation.id }));
  const [inviting, setInviting] = useState(false);
  const [roleOf, setRoleOf] = useState<StaffUserRow | null>(null);
  const refresh = () => void users.refetch();
  const changes = useUserChanges(refresh, setRoleOf);
  const roles = rolesFor(organisation.kind).filter((role) =>
    canAssignRole({ id: "", role: me.role, organisationId: organisation.id }, role, organisation.kind),
  );

  return (
    <Stack spacing={3}>
      <Typography>
        The people of {organisation.name} who use the partner portal. Invitations, role changes and
        deactivations take effect at once.
      </Typography>
      <Button variant="contained" onClick={() => setInviting(true)} sx={{ alignSelf: "flex-start" }}>
        Invite a user
      </Button>
      <section aria-labelledby="users-heading">
        <Typography id="users-heading" variant="h2" sx={{ fontSize: "1.5rem", mb: 2 }}>
          Users of {organisation.name}
        </Typography>
        {users.isPending ? <p aria-live="polite">Loading the users…</p> : null}
        {users.isError ? <Alert severity="error">{messageOf(users.error)}</Alert> : null}
        {users.data ? (
          <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
            {users.data.users.map((user) => (
              <li key={user.id}>
                <UserCard
                  user={user}
                  isYou={user.email === me.email}
                  actions={changes.actions}
                  teams={users.data.teams}
                  onTeamChanged={refresh}
                />
              </li>
            ))}
          </Stack>
        ) : null}
      </section>
      {users.data ? (
        <TeamsSection organisation={organisation} teams={users.data.teams} onAdded={refresh} />
      ) : null}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        organisation={organisation}
        roles={roles}
        onInvited={refresh}
      />
      <ChangeRoleDialog user={roleOf} roles={roles} onClose={() => setRoleOf(null)} onChanged={refresh} />
      <ConfirmDialog confirmation={changes.confirmation} busy={changes.busy} onClose={changes.cancel} />
    </Stack>
  );
}
