"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useApplicant } from "./applicant-session";
import { signOutApplicant } from "./sign-out";

/** At the top of every applicant page once signed in: who is signed in, and the way out. */
export function ApplicantBar() {
  const { status, applicant } = useApplicant();
  if (status !== "authenticated" || !applicant) return null;
  const name = `${applicant.firstName} ${applicant.lastName}`.trim() || applicant.email;
  return (
    <Box component="section" aria-label="Your account" sx={{ bgcolor: "grey.100", py: 1 }}>
      <Container
        maxWidth="lg"
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          flexWrap: "wrap",
        }}
      >
        <Typography variant="body2">
          Signed in as <strong>{name}</strong>
        </Typography>
        <Button size="small" variant="outlined" onClick={() => void signOutApplicant()}>
          Sign out
        </Button>
      </Container>
    </Box>
  );
}
