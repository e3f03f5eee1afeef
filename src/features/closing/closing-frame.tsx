"use client";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { StepLoading } from "@/ui/step-loading";

/** The frame's words, from the screen's own catalogue (each closing screen has these keys). */
type FrameWords = (key: "title" | "loading" | "tryAgain" | "offline") => string;

/**
 * The frame every closing screen shares: while its query loads (or failed), the step's loading
 * frame with Try again; once loaded, the heading, the description and the screen's content.
 */
export function ClosingFrame<T>({
  query,
  t,
  description,
  headline,
  spacing = 4,
  children,
}: {
  query: { data: T | undefined; error: unknown; refetch: () => Promise<unknown> };
  t: FrameWords;
  /** Stands under the heading when given. */
  description?: string;
  /** A heading the loaded data chooses; the title when it gives none. */
  headline?: (data: T) => string | null | undefined;
  spacing?: number;
  children: (data: T) => ReactNode;
}) {
  if (!query.data)
    return (
      <StepLoading
        title={t("title")}
        error={query.error}
        retry={() => void query.refetch()}
        words={{ loading: t("loading"), tryAgain: t("tryAgain"), offline: t("offline") }}
      />
    );
  const data = query.data;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography
        variant="h1"
        tabIndex={-1}
        sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: description === undefined ? 3 : 1 }}
      >
        {headline?.(data) ?? t("title")}
      </Typography>
      {description === undefined ? null : (
        <Typography sx={{ color: "text.secondary", mb: 3 }}>{description}</Typography>
      )}
      <Stack spacing={spacing}>{children(data)}</Stack>
    </Container>
  );
}
