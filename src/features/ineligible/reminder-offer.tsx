"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { formatNoticeDate } from "@/domain/format/notice-date";
import { useTRPC } from "@/lib/trpc/client";
import { Notice } from "@/ui/notice";

/**
 * The boost screen's offer to be reminded (issue 8): one button records the wish on the lead
 * (`prequal.remindMe`, 90 days on), and the answer says the day.
 */
export function ReminderOffer() {
  const t = useTranslations("ineligible");
  const trpc = useTRPC();
  const remind = useMutation(trpc.prequal.remindMe.mutationOptions());
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1.375rem", mb: 1 }}>
        {t("reminder.heading")}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t("reminder.body")}</Typography>
      <Box aria-live="polite">
        {remind.isSuccess ? (
          <Notice severity="success" role="status">
            {t("reminder.done", { date: formatNoticeDate(new Date(remind.data.remindOn)) })}
          </Notice>
        ) : (
          <Button
            variant="contained"
            onClick={() => remind.isPending || remind.mutate()}
            aria-disabled={remind.isPending || undefined}
          >
            {remind.isPending ? t("reminder.saving") : t("reminder.button")}
          </Button>
        )}
      </Box>
      {remind.isError ? (
        <Box sx={{ mt: 2 }}>
          <Notice severity="error" role="alert">
            {t("reminder.failed")}
          </Notice>
        </Box>
      ) : null}
    </Box>
  );
}
