"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import type { DerivationLine } from "./api-types";
import { formatDerivationValue } from "./offer-numbers";

/**
 * Text for screen readers only (the summary says which number it explains). Sizes in px strings:
 * the sx shorthand reads `width: 1` as 100%.
 */
export const VISUALLY_HIDDEN = {
  position: "absolute",
  width: "1px",
  height: "1px",
  p: 0,
  m: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/**
 * One number of the offer and, folded under it, how it was reached (issue 8: "the offer explains
 * itself"): each line of its derivation — the value used and where it came from — in a native
 * `<details>`, which opens with the keyboard and needs no script or inline style.
 */
export function ExplainedNumber({
  label,
  value,
  note,
  derivation,
  emphasis = false,
}: {
  label: string;
  /** The number as written ("$120,000", "8.5%"). */
  value: string;
  /** A short line under the number ("per month for 10 years"). */
  note?: ReactNode;
  derivation: readonly DerivationLine[];
  emphasis?: boolean;
}) {
  return (
    <Box sx={{ py: 2, borderBottom: 1, borderColor: "divider" }}>
      <Box
        sx={{
          display: "flex",
          justifyContent: "space-between",
          alignItems: "baseline",
          gap: 2,
          flexWrap: "wrap",
        }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: emphasis ? "1.75rem" : "1.25rem",
            fontVariantNumeric: "tabular-nums",
          }}
        >
          {value}
        </Typography>
      </Box>
      {note ? <Typography sx={{ color: "text.secondary", fontSize: "0.9375rem" }}>{note}</Typography> : null}
      {derivation.length > 0 ? <Derivation label={label} lines={derivation} /> : null}
    </Box>
  );
}

function Derivation({ label, lines }: { label: string; lines: readonly DerivationLine[] }) {
  const t = useTranslations("offer");
  const words = {
    yes: t("yes"),
    no: t("no"),
    years: (count: number) => t("years", { count }),
  };
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <Box
        component="summary"
        sx={{
          cursor: "pointer",
          color: "primary.main",
          fontWeight: 600,
          py: 0.5,
          "&:focus-visible": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: 2 },
        }}
      >
        {t("howWeGotThis")}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {t("howWeGotThisFor", { label })}
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, mt: 1, pl: 2, borderLeft: 3, borderColor: "divider" }}>
        {lines.map((line) => (
          <Box key={line.key} sx={{ mb: 1.5 }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {line.label}: {formatDerivationValue(line, words)}
            </Box>
            <Box component="dd" sx={{ m: 0, color: "text.secondary", fontSize: "0.9375rem" }}>
              {line.explanation}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
