"use client";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { holds } from "@/domain/portal/portal-roles";
import { useTRPC } from "@/lib/trpc/client";
import { ErrorNotice, Notice } from "../notice";
import { usePortalHome } from "../portal-home-query";
import { RequireStaffSession } from "../portal-session";
import { RATE_SHEET_WORDS as W } from "../portal-words";
import { StepHeading } from "../step-heading";
import { PendingDraft } from "./pending-draft";
import { ProposeForm } from "./propose-form";
import { VersionList } from "./version-list";

/**
 * /portal/rate-sheet (decisions 026, 106, 107): holders of `publishRateSheet` see the draft waiting
 * with its diff and approve or reject it, propose a change to the sheet in force as JSON, and see
 * every version, any earlier one to be made current again. Other roles are told it is not theirs
 * (the procedures refuse them regardless).
 */
export function RateSheetScreen() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <StepHeading>{W.title}</StepHeading>
      <RequireStaffSession>
        <RateSheetForRole />
      </RequireStaffSession>
      <Typography sx={{ mt: 4 }}>
        <a href="/portal">{W.back}</a>
      </Typography>
    </Container>
  );
}

function RateSheetForRole() {
  const home = usePortalHome();
  if (home.isPending) return <p aria-live="polite">{W.loading}</p>;
  if (home.isError) return <ErrorNotice error={home.error} />;
  if (!holds(home.data.user, "publishRateSheet")) return <Notice>{W.notAllowed}</Notice>;
  return <CurrentRateSheet />;
}

function CurrentRateSheet() {
  const trpc = useTRPC();
  const current = useQuery(trpc.rateSheets.current.queryOptions());
  if (current.isPending) return <p aria-live="polite">{W.loading}</p>;
  if (current.isError) return <ErrorNotice error={current.error} />;
  const { version, effectiveAt, createdBy } = current.data;
  return (
    <Stack spacing={4}>
      <Typography>{W.intro}</Typography>
      <Typography>{W.current(version, effectiveAt, createdBy)}</Typography>
      <PendingDraft key={current.data.pending?.version} current={current.data} />
      {/* A new version in force remounts the form with its sheet. */}
      <ProposeForm key={version} current={current.data} />
      <VersionList />
    </Stack>
  );
}
