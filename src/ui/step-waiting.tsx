"use client";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode, Ref } from "react";
import { StepDescription } from "./step-description";

/**
 * A funnel step's frame while its answers load or a check runs: the step's title where StepLayout
 * puts it, below a blank of the step counter's height, in a column as tall as the screen. The step
 * that replaces it then moves nothing on screen (CLS, DESIGN.md §6 ≤ 0.05).
 */
export function StepWaiting({
  title,
  description,
  headingRef,
  children,
}: {
  title: string;
  /**
   * The step's sentence under the title, as its form shows it: on a funnel's entry page it is the
   * largest text, so showing it in the server-rendered frame paints it first (LCP, DESIGN.md §6).
   */
  description?: ReactNode;
  /** Given when the heading should take the focus (it replaced the form the focus was in). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, minHeight: "100vh" }}>
      {/* The step counter's line and bar, blank: 1.5em of text, 8 px of bar and their margins. */}
      <Box aria-hidden sx={{ mb: 3, visibility: "hidden" }}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>&nbsp;</Typography>
        <Box sx={{ height: 8 }} />
      </Box>
      <Typography
        variant="h1"
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: description ? 1 : 3, outline: "none" }}
      >
        {title}
      </Typography>
      {description ? <StepDescription>{description}</StepDescription> : null}
      {children}
    </Container>
  );
}
