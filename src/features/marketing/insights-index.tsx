import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Article } from "@/server/content/markdown-content";
import { Link } from "@/ui/link";
import { PublishedOn } from "./published-on";

export function InsightsIndex({ articles }: { articles: Article[] }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Insights on home equity
      </Typography>
      <Typography sx={{ mb: 4, color: "text.secondary" }}>
        Plain-language guides to borrowing against your home: how it works, what it costs, and when it makes
        sense.
      </Typography>
      <Stack component="ul" sx={{ gap: 3, listStyle: "none", m: 0, p: 0 }}>
        {articles.map((article) => (
          <Card component="li" key={article.slug} variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: "1.3rem", mb: 1 }}>
                <Link href={`/insight-blog/${article.slug}`}>{article.title}</Link>
              </Typography>
              <Typography sx={{ mb: 1 }}>{article.description}</Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                <PublishedOn date={article.date} />
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
