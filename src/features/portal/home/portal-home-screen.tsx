"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { holds } from "@/domain/portal/portal-roles";
import { PIPELINE_WORDS } from "../pipeline/pipeline-words";
import { usePortalHome } from "../portal-home-query";
import { RequireStaffSession } from "../portal-session";
import {
  ORGANISATION_WORDS,
  permissionInWords,
  RATE_SHEET_WORDS,
  REFERRAL_WORDS,
  ROLE_LABELS,
} from "../portal-words";
import { REFERRED_QUEUE_WORDS } from "../referred-queue/referred-queue-words";
import { messageOf } from "../server-errors";
import { SignOutButton } from "../sign-out-button";
import { StepHeading } from "../step-heading";

/** /portal: who you are, your organisation, what your role lets you do, and where to go next. */
export function PortalHomeScreen() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <StepHeading>Partner portal</StepHeading>
      <RequireStaffSession>
        <PortalHomeDetails />
      </RequireStaffSession>
    </Container>
  );
}

function PortalHomeDetails() {
  const home = usePortalHome();
  if (home.isPending) return <p aria-live="polite">Loading your portal…</p>;
  if (home.isError) return <Alert severity="error">{messageOf(home.error)}</Alert>;
  const { user, organisation, permissions } = home.data;

  return (
    <Stack spacing={4}>
      <Paper variant="outlined" component="section" aria-labelledby="you-heading" sx={{ p: 3 }}>
        <Typography id="you-heading" variant="h2" sx={{ fontSize: "1.5rem" }} gutterBottom>
          Welcome, {user.firstName} {user.lastName}
        </Typography>
        <Typography>
          You’re signed in as {user.email}, {ROLE_LABELS[user.role].toLowerCase()} at {organisation.name}.
        </Typography>
      </Paper>

      <section aria-labelledby="permissions-heading">
        <Typography id="permissions-heading" variant="h2" sx={{ fontSize: "1.5rem" }} gutterBottom>
          What you can do
        </Typography>
        <ul>
          {permissions.map(({ permission, reach }) => (
            <li key={permission}>
              <Typography>{permissionInWords(permission, reach, organisation.name)}</Typography>
            </li>
          ))}
        </ul>
      </section>

      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {holds(user, "viewPipeline") ? (
          <Button variant="contained" href="/portal/applicants">
            {PIPELINE_WORDS.homeLink}
          </Button>
        ) : null}
        {holds(user, "decideLoans") ? (
          <Button variant="contained" href="/portal/referred">
            {REFERRED_QUEUE_WORDS.homeLink}
          </Button>
        ) : null}
        {holds(user, "viewReferrals") ? (
          <Button variant="contained" href="/portal/referrals">
            {REFERRAL_WORDS.homeLink}
          </Button>
        ) : null}
        {holds(user, "manageUsers") ? (
          <Button variant="contained" href="/portal/manage-users">
            Manage users
          </Button>
        ) : null}
        {holds(user, "manageOrganisations") ? (
          <Button variant="contained" href="/portal/organisations">
            {ORGANISATION_WORDS.homeLink}
          </Button>
        ) : null}
        {holds(user, "publishRateSheet") ? (
          <Button variant="contained" href="/portal/rate-sheet">
            {RATE_SHEET_WORDS.homeLink}
          </Button>
        ) : null}
        <SignOutButton />
      </Stack>
    </Stack>
  );
}
