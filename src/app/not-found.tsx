import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { ButtonLink, Link } from "@/ui/link";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        We couldn’t find that page
      </Typography>
      <Typography sx={{ mb: 4 }}>
        The address may be mistyped, or the page may have moved. Nothing you entered on this site was lost.
      </Typography>
      <ButtonLink href="/" variant="contained">
        Go to the home page
      </ButtonLink>
      <Typography sx={{ mt: 3 }}>
        Looking for answers? Try the <Link href="/faq">frequently asked questions</Link>.
      </Typography>
    </Container>
  );
}
