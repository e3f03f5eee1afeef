"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "use-intl";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import { StepWaiting } from "@/ui/step-waiting";

/** A step's answers on their way, or a sentence and Try again when they could not be read. */
export function SectionLoading({
  title,
  error,
  retry,
}: {
  title: string;
  error?: unknown;
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
