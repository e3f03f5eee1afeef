"use client";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** The sentence under a funnel step's h1, the same in its waiting frame and its form (no shift between them). */
export function StepDescription({ children }: { children: ReactNode }) {
  return (
    <Typography component="div" sx={{ color: "text.secondary", mb: 3 }}>
      {children}
    </Typography>
  );
}
