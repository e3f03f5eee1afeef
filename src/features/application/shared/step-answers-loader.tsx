"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import { StepWaiting } from "@/ui/step-waiting";

/**
 * A step's saved answers while they load (its title where the form's will be), a sentence and Try
 * again when they cannot, then the form, made once with the answers as its defaults.
 */
export function StepAnswersLoader<T>({
  query,
  title,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  title: string;
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations("application");
  // Only answers read on this visit: a form made from an older copy would save over newer ones.
  if (query.isFetchedAfterMount && query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <StepWaiting title={title}>
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Notice severity="error" role="alert">
            {sentenceOf(query.error, t("offline"))}
          </Notice>
          <Button variant="contained" onClick={() => void query.refetch()}>
            {t("tryAgain")}
          </Button>
        </Stack>
      </StepWaiting>
    );
  }
  return (
    <StepWaiting title={title}>
      <Box role="status">
        <Typography sx={{ color: "text.secondary" }}>{t("loading")}</Typography>
      </Box>
    </StepWaiting>
  );
}
