import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { Article } from "@/server/content/markdown-content";
import { Link } from "@/ui/link";
import { Prose } from "@/ui/prose";
import { PublishedOn } from "./published-on";

export function ArticleView({ article }: { article: Article }) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Link href="/insights">All insights</Link>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {article.title}
      </Typography>
      <Typography sx={{ color: "text.secondary", mt: 1, mb: 4 }}>
        {article.author} · <PublishedOn date={article.date} />
      </Typography>
      <Prose html={article.html} />
    </Container>
  );
}
