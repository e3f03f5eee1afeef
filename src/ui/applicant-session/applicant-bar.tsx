"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/client";
import { useApplicant } from "./applicant-session";
import { signOutApplicant } from "./sign-out";

const TRACKER = "/app/application/submitted";

/**
 * At the top of every applicant page once signed in: who is signed in, the way out and, once the
 * application is submitted (or conditionally approved), the status tracker's link (decision 043);
 * for an application declined at submission, the link leads to its notice on the ineligible screen.
 * The application is read with the record the redirect guard reads, so no second request is made.
 */
export function ApplicantBar() {
  const { status, applicant } = useApplicant();
  const trpc = useTRPC();
  const record = useQuery({
    ...trpc.prequal.record.queryOptions(),
    enabled: status === "authenticated",
  });
  if (status !== "authenticated" || !applicant) return null;
  const submitted =
    record.data?.applicationStatus === "applicationSubmitted" ||
    record.data?.encompassConditionallyApproved === true;
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
        {/* The two buttons stay together on one row; on a phone they move under the name, to the right. */}
        <Box sx={{ display: "flex", gap: 1, flexWrap: "nowrap", ml: "auto" }}>
          {submitted ? (
            <Button size="small" href={record.data?.declinedTo ?? TRACKER}>
              Your application status
            </Button>
          ) : null}
          <Button size="small" variant="outlined" onClick={() => void signOutApplicant()}>
            Sign out
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
