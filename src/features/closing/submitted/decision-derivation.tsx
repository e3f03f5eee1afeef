"use client";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "use-intl";
import { formatDerivationValue } from "@/domain/pricing/derivation-value";
import type { SubmissionView } from "./submitted-screen";

type Derivation = NonNullable<SubmissionView["derivation"]>;

/**
 * How the decision was reached, folded (issue 11: the derivation shown): each figure with its value
 * and source, then each rule passed or not met. A native `<details>` opens with the keyboard.
 */
export function DecisionDerivation({ derivation }: { derivation: Derivation }) {
  const t = useTranslations("closing.submitted");
  const words = { yes: "Yes", no: "No", years: (n: number) => `${n} years` };
  return (
    <Box component="details" sx={{ borderTop: 1, borderBottom: 1, borderColor: "divider", py: 2 }}>
      <Box
        component="summary"
        sx={{ cursor: "pointer", fontWeight: 700, minHeight: 44, display: "list-item" }}
      >
        {t("derivationTitle")}
      </Box>
      <Stack spacing={3} sx={{ mt: 2 }}>
        <Stack spacing={1} component="section" aria-labelledby="figures-title">
          <Typography id="figures-title" variant="h3" sx={{ fontSize: "1.1rem", fontWeight: 700 }}>
            {t("figuresTitle")}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {derivation.figures.map((line) => (
              <Box key={line.key} sx={{ py: 1, borderBottom: 1, borderColor: "divider" }}>
                <Box component="dt" sx={{ fontWeight: 600 }}>
                  {line.label}: {formatDerivationValue(line, words)}
                </Box>
                <Box component="dd" sx={{ m: 0, color: "text.secondary" }}>
                  {line.explanation}
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("rateSheet", { version: derivation.rateSheetVersion })}
          </Typography>
        </Stack>
        <Stack spacing={1} component="section" aria-labelledby="rules-title">
          <Typography id="rules-title" variant="h3" sx={{ fontSize: "1.1rem", fontWeight: 700 }}>
            {t("rulesTitle")}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ pl: 3, m: 0 }}>
            {derivation.rules.map((rule) => (
              <Typography component="li" key={rule.key}>
                <strong>{rule.passed ? t("passed") : t("failed")}:</strong> {rule.sentence}
              </Typography>
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
