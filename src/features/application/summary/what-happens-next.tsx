"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import NextLink from "next/link";
import { useRef } from "react";
import { useFormatter, useTranslations } from "use-intl";
import { afterApplicationCompleted } from "@/domain/application/closing-steps";
import { Notice } from "@/ui/notice";
import { useFocusWhenLost } from "@/ui/use-focus-when-lost";

/**
 * Shown once the applicant has confirmed the summary (decision 030): the application is complete,
 * and, in plain words, what comes next, starting with the disclosures it links to (the status
 * moved on to the first closing step, decision 038; the summary stays readable).
 */
const FIRST_CLOSING_STEP = afterApplicationCompleted().next;

export function WhatHappensNext({
  completedAt,
  justSubmitted = false,
}: {
  completedAt: Date;
  justSubmitted?: boolean;
}) {
  const t = useTranslations("application-declarations.summary");
  const format = useFormatter();
  // Submitting removes the button that had the focus: the news that replaces it takes the focus
  // (only then: on a later visit the page starts at its top as any page does).
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(heading, justSubmitted);
  return (
    <Notice severity="success" role="status">
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: "1.25rem", fontWeight: 700, outline: "none" }}
      >
        {t("completedTitle")}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t("completedOn", { date: format.dateTime(completedAt, { dateStyle: "long" }) })}
      </Typography>
      <Typography variant="h3" sx={{ fontSize: "1.0625rem", fontWeight: 700, mb: 1 }}>
        {t("nextHeading")}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: "grid", gap: 1 }}>
        <li>{t("next1")}</li>
        <li>{t("next2")}</li>
        <li>{t("next3")}</li>
        <li>{t("next4")}</li>
      </Box>
      <Button component={NextLink} href={FIRST_CLOSING_STEP} variant="contained" sx={{ mt: 2 }}>
        {t("signDisclosures")}
      </Button>
    </Notice>
  );
}
