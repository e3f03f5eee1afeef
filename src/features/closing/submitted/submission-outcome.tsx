"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "use-intl";
import { Notice } from "@/ui/notice";
import type { SubmissionView } from "./submitted-screen";

/** What the decision means for the applicant: what is still needed, from whom, and what happens next. */
export function SubmissionOutcome({ view }: { view: SubmissionView }) {
  const t = useTranslations("closing.submitted");
  // Documents and answers are given on the upload page (spec §4 never redirects it); e-mailed forms by e-mail.
  const needsUpload = view.conditions.some((c) => c.kind !== "email");
  return (
    <Stack spacing={3}>
      {view.conditions.length > 0 ? (
        <Stack spacing={1.5} component="section" aria-labelledby="needed-title">
          <Typography id="needed-title" variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
            {t("neededTitle")}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ pl: 3, m: 0 }}>
            {view.conditions.map((c) => (
              <Typography component="li" key={c.id}>
                {t("neededItem", { fromWhom: c.fromWhom, text: c.text })}
              </Typography>
            ))}
          </Stack>
          {needsUpload ? (
            <Button
              href="/app/upload"
              variant="contained"
              sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
            >
              {t("uploadLink")}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {view.next ? (
        <Notice severity="success" role="status">
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            {t("nextTitle")}
          </Typography>
          <Typography>{view.next}</Typography>
        </Notice>
      ) : null}
    </Stack>
  );
}
