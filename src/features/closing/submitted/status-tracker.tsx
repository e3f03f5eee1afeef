"use client";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "use-intl";
import type { SubmissionView } from "./submitted-screen";

/**
 * The status tracker (issue 11): each milestone in order with the day it passed, or "Not yet". An
 * ordered list, so a screen reader says where the application is.
 */
export function StatusTracker({ milestones }: { milestones: SubmissionView["milestones"] }) {
  const t = useTranslations("closing.submitted");
  const format = useFormatter();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="tracker-title">
      <Typography id="tracker-title" variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
        {t("trackerTitle")}
      </Typography>
      <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {milestones.map((m) => (
          <Box
            component="li"
            key={m.key}
            sx={{
              display: "flex",
              justifyContent: "space-between",
              gap: 2,
              py: 1.5,
              pl: 2,
              borderLeft: 4,
              borderColor: m.at ? "success.main" : "grey.400",
            }}
          >
            <Typography sx={{ fontWeight: m.at ? 600 : 400 }}>{t(`milestones.${m.key}`)}</Typography>
            <Typography sx={{ color: "text.secondary" }}>
              {m.at ? format.dateTime(m.at, { dateStyle: "medium", timeZone: "UTC" }) : t("pending")}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
