import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ContentPage } from "@/server/content/markdown-content";
import { Prose } from "@/ui/prose";

/** FAQ and the legal pages: a title and the page's prose. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {page.title}
      </Typography>
      <Prose html={page.html} />
    </Container>
  );
}
