"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** Answers shown as a definition list: each label with its value. */
export function DetailsList({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gap: 1.5 }}>
      {rows.map((row) => (
        <div key={row.label}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {row.value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
