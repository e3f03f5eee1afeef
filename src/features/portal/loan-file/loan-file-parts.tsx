"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import type { RouterOutputs } from "../api-types";

export type LoanFileView = RouterOutputs["portal"]["loanFile"]["get"];

/** One section of the loan file: a landmark named by its heading. */
export function FileSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: { xs: 2, md: 3 } }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: "1.35rem", fontWeight: 600, mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/** A label and its value inside a `<dl>`. */
export function Labelled({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Box component="dt" sx={{ fontWeight: 600, color: "text.secondary", fontSize: "0.875rem" }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {value}
      </Box>
    </div>
  );
}
