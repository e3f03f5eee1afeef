"use client";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/**
 * A titled group of questions on a long step (Form 1003's sections): a `<section>` with an h2, so
 * screen-reader users can jump between groups by heading.
 */
export function QuestionSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={3}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
