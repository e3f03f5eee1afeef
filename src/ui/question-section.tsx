"use client";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

/**
 * A titled group of questions on a long step (Form 1003's sections): a `<section>` named by its h2,
 * so screen-reader users can jump between groups by heading or by region.
 */
export function QuestionSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="section" spacing={3} aria-labelledby={titleId}>
      <Typography component="h2" variant="h6" id={titleId}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
