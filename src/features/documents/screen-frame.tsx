"use client";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { type ReactNode, useRef } from "react";
import { useFocusWhenLost } from "@/ui/use-focus-when-lost";

/**
 * A documents screen's column: its h1 (which takes the focus when the loading frame it replaced
 * had it), a description, and the content. Not StepLayout's single `<form>`: the checklist holds
 * forms of its own (a condition's answer), and forms cannot nest.
 */
export function ScreenFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(heading);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, minHeight: "100vh" }}>
      <Typography
        ref={heading}
        variant="h1"
        tabIndex={-1}
        sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: description ? 1 : 3, outline: "none" }}
      >
        {title}
      </Typography>
      {description ? (
        <Typography component="div" sx={{ color: "text.secondary", mb: 3 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Container>
  );
}
