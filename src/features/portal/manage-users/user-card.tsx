"use client";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { isLoanOfficer } from "@/domain/portal/portal-roles";
import type { StaffUserRow } from "../api-types";
import { lastSignInInWords, NMLS_WORDS, nameOf, ROLE_LABELS, STATUS_LABELS } from "../portal-words";
import { TeamSelect } from "./teams-section";

export interface UserActions {
  changeRole: (user: StaffUserRow) => void;
  deactivate: (user: StaffUserRow) => void;
  reactivate: (user: StaffUserRow) => void;
  resetSecondFactor: (user: StaffUserRow) => void;
}

/**
 * One user as a card (it reads at 375 px where a table would scroll): who, role, status, last
 * sign-in, whether an authenticator is set up, and the actions that fit their status. Each button
 * names the person, so a list of them still reads clearly to a screen reader.
 */
export function UserCard({
  user,
  isYou,
  actions,
  teams,
  onTeamChanged,
}: {
  user: StaffUserRow;
  isYou: boolean;
  actions: UserActions;
  teams: { id: string; name: string }[];
  onTeamChanged: () => void;
}) {
  const name = nameOf(user);
  const headingId = `user-${user.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", mb: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 600 }}>
          {name}
          {isYou ? " (you)" : ""}
        </Typography>
        <Chip
          size="small"
          label={STATUS_LABELS[user.status]}
          // MUI's info blue under white text falls short of 4.5:1: an invited person's chip is outlined instead.
          color={user.status === "active" ? "success" : "default"}
          variant={user.status === "invited" ? "outlined" : "filled"}
        />
      </Stack>
      <Typography sx={{ overflowWrap: "anywhere" }}>{user.email}</Typography>
      <Stack component="dl" sx={{ m: 0, mt: 1.5, "& dt": { fontWeight: 600 }, "& dd": { m: 0, mb: 1 } }}>
        <dt>Role</dt>
        <dd>{ROLE_LABELS[user.role]}</dd>
        {isLoanOfficer(user.role) ? (
          <>
            <dt>{NMLS_WORDS.label}</dt>
            <dd>{user.nmlsId ?? NMLS_WORDS.notGiven}</dd>
          </>
        ) : null}
        <dt>Last sign-in</dt>
        <dd>{lastSignInInWords(user.lastSignInAt)}</dd>
        <dt>Authenticator app</dt>
        <dd>{user.secondFactorEnrolled ? "Set up" : "Not set up yet"}</dd>
      </Stack>
      {teams.length > 0 && user.status !== "deactivated" ? (
        <TeamSelect user={user} name={name} teams={teams} onChanged={onTeamChanged} />
      ) : null}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 1 }}>
        {user.status !== "deactivated" ? (
          <Button
            variant="outlined"
            size="small"
            onClick={() => actions.changeRole(user)}
            aria-label={`Change role of ${name}`}
          >
            Change role
          </Button>
        ) : null}
        {user.status === "active" && user.secondFactorEnrolled ? (
          <Button
            variant="outlined"
            size="small"
            onClick={() => actions.resetSecondFactor(user)}
            aria-label={`Reset authenticator of ${name}`}
          >
            Reset authenticator
          </Button>
        ) : null}
        {user.status === "deactivated" ? (
          <Button
            variant="outlined"
            size="small"
            onClick={() => actions.reactivate(user)}
            aria-label={`Reactivate ${name}`}
          >
            Reactivate
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="error"
            size="small"
            onClick={() => actions.deactivate(user)}
            aria-label={`Deactivate ${name}`}
          >
            Deactivate
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
