"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { tokens } from "./tokens";

/**
 * "Step 3 of 13" and a native `<progress>` named by that text. Native, not MUI's LinearProgress:
 * LinearProgress sets the bar's width in an inline `style` attribute, which the signed-in areas'
 * nonce CSP refuses in server HTML. Props: `current`, `total` (whole numbers, 1 ≤ current ≤ total).
 */
export function StepProgress({ current, total }: { current: number; total: number }) {
  const t = useTranslations("common");
  const labelId = useId();
  const track = { bgcolor: tokens.color.divider, borderRadius: 4 };
  const bar = { bgcolor: "primary.main", borderRadius: 4 };
  return (
    <Box sx={{ mb: 3 }}>
      <Typography id={labelId} sx={{ fontWeight: 600, color: "text.secondary", mb: 1 }}>
        {t("stepOf", { current, total })}
      </Typography>
      <Box
        component="progress"
        value={current}
        max={total}
        aria-labelledby={labelId}
        sx={{
          display: "block",
          width: "100%",
          height: 8,
          appearance: "none",
          border: 0,
          ...track,
          color: "primary.main",
          "&::-webkit-progress-bar": track,
          "&::-webkit-progress-value": bar,
          "&::-moz-progress-bar": bar,
        }}
      />
    </Box>
  );
}
