"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Applicant } from "@/ui/applicant-session/applicant";
import { PREQUAL_FLOW } from "@/ui/prequal-entry";
import { ViewHeading } from "./form-parts";

/**
 * What a signed-in applicant sees when where they left off cannot be read (decision 036; the
 * sign-in page otherwise sends them on): who they are, a way on, and (in the bar above) how to
 * sign out.
 */
export function SignedInPanel({
  applicant,
  continuePath,
}: {
  applicant: Applicant;
  continuePath: string | null;
}) {
  return (
    <Stack spacing={3}>
      <ViewHeading takeFocus>You’re signed in</ViewHeading>
      <Typography>
        Welcome{applicant.firstName ? `, ${applicant.firstName}` : ""}. You’re signed in as{" "}
        <strong>{applicant.email}</strong>.
      </Typography>
      {continuePath ? (
        <Button variant="contained" href={continuePath}>
          Continue where you left off
        </Button>
      ) : (
        <>
          <Typography>
            Check your rate in a few minutes: it does not affect your credit score. Your answers are saved to
            your account as you go.
          </Typography>
          <Button variant="contained" href={PREQUAL_FLOW.entry}>
            Check your rate
          </Button>
        </>
      )}
    </Stack>
  );
}
