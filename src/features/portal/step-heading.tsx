"use client";
import Typography from "@mui/material/Typography";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * The page's one h1, saying where the person is. When a screen moves to its next step without a new
 * page, `focusOnMount` puts keyboard and screen-reader focus on the new heading.
 */
export function StepHeading({
  children,
  focusOnMount = false,
}: {
  children: ReactNode;
  focusOnMount?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Typography
      ref={ref}
      variant="h1"
      tabIndex={-1}
      gutterBottom
      sx={{ fontSize: { xs: "1.75rem", md: "2.25rem" }, outline: "none" }}
    >
      {children}
    </Typography>
  );
}
