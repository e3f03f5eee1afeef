"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import NextLink from "next/link";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";

/** In the order people meet them while applying. */
export const FAQ_KEYS = [
  "whatWeAsk",
  "howLong",
  "ssn",
  "hmda",
  "declarations",
  "coborrower",
  "change",
  "after",
  "credit",
] as const;

/**
 * /app/application/faqs (spec §2): questions about the application process, each an h2 with its
 * answer, all visible at once (nothing to open, so a search in the page finds every answer).
 */
export function FaqsScreen() {
  const t = useTranslations("application-declarations.faqs");
  const trpc = useTRPC();
  // Back to where the applicant resumes; step 1 (which sends them on) until that is known.
  const journey = useQuery({ ...trpc.application.journey.queryOptions(), retry: false });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: 1 }}>
        {t("title")}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 4 }}>{t("description")}</Typography>
      {FAQ_KEYS.map((key) => (
        <Box component="section" key={key} aria-labelledby={`faq-${key}`} sx={{ mb: 3 }}>
          <Typography id={`faq-${key}`} variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 700, mb: 1 }}>
            {t(`items.${key}.question`)}
          </Typography>
          <Typography>{t(`items.${key}.answer`)}</Typography>
        </Box>
      ))}
      <Button
        component={NextLink}
        href={journey.data?.resume ?? "/app/application/1"}
        variant="outlined"
        sx={{ mt: 2 }}
      >
        {t("backToApplication")}
      </Button>
    </Container>
  );
}
