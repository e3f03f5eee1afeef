"use client";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { StepLoading } from "@/ui/step-loading";

/** A closing screen's words from its own catalogue; `description` stands under the heading when given. */
export type ClosingFrameWords = {
  title: string;
  description?: string;
  loading: string;
  tryAgain: string;
  offline: string;
};

/**
 * The frame every closing screen shares: while its query loads (or failed), the step's loading
 * frame with Try again; once loaded, the heading, the description and the screen's content.
 */
export function ClosingFrame<T>({
  query,
  words,
  headline,
  spacing = 4,
  children,
}: {
  query: { data: T | undefined; error: unknown; refetch: () => Promise<unknown> };
  words: ClosingFrameWords;
  /** A heading the loaded data chooses; the title when it gives none. */
  headline?: (data: T) => string | null | undefined;
  spacing?: number;
  children: (data: T) => ReactNode;
}) {
  if (!query.data)
    return (
      <StepLoading
        title={words.title}
        error={query.error}
        retry={() => void query.refetch()}
        words={{ loading: words.loading, tryAgain: words.tryAgain, offline: words.offline }}
      />
    );
  const data = query.data;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography
        variant="h1"
        tabIndex={-1}
        sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: words.description === undefined ? 3 : 1 }}
      >
        {headline?.(data) ?? words.title}
      </Typography>
      {words.description === undefined ? null : (
        <Typography sx={{ color: "text.secondary", mb: 3 }}>{words.description}</Typography>
      )}
      <Stack spacing={spacing}>{children(data)}</Stack>
    </Container>
  );
}
