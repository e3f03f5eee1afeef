"use client";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";

/** Shown when a page fails to render: a plain sentence, a retry, and no internals. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        Something went wrong on our side
      </Typography>
      <Typography sx={{ mb: 4 }}>
        This page didn’t load. Your saved answers are safe. Please try again; if it keeps happening, contact
        us
        {error.digest ? ` and mention reference ${error.digest}` : ""}.
      </Typography>
      <Button variant="contained" onClick={reset}>
        Try again
      </Button>
    </Container>
  );
}
