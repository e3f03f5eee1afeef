"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "use-intl";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import { StepWaiting } from "@/ui/step-waiting";

/**
 * A screen's answers while they load (a status line under the title), or the sentence of a failed
 * load with Try again. Steps 1 and 2 show it between the journey and their form.
 */
export function SectionQueryState({
  title,
  error,
  retry,
}: {
  title: string;
  error: unknown;
  retry: () => void;
}) {
  const t = useTranslations("application");
  return (
    <StepWaiting title={title}>
      {error ? (
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Notice severity="error" role="alert">
            {sentenceOf(error, t("offline"))}
          </Notice>
          <Button variant="contained" onClick={retry}>
            {t("tryAgain")}
          </Button>
        </Stack>
      ) : (
        <Box role="status">
          <Typography sx={{ color: "text.secondary" }}>{t("loading")}</Typography>
        </Box>
      )}
    </StepWaiting>
  );
}
