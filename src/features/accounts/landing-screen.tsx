"use client";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PREQUAL_FLOW } from "@/ui/prequal-entry";
import { ResumeRedirect } from "./resume-redirect";

/**
 * The applicant area's landing (/app, /prequal): nothing to show of its own, it sends the person to
 * where their application stands, or to the entry step without one (spec §4, decision 036).
 */
export function LandingScreen() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <ResumeRedirect
        callbackPath={null}
        fallback={
          <Stack spacing={3}>
            <Typography variant="h1">Check your rate</Typography>
            <Typography>
              We could not find where you left off just now. Start here, or try again in a moment: your
              answers are kept.
            </Typography>
            <Button variant="contained" href={PREQUAL_FLOW.entry} sx={{ alignSelf: "flex-start" }}>
              Check your rate
            </Button>
          </Stack>
        }
      />
    </Container>
  );
}
