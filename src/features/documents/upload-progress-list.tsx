"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "use-intl";
import { Notice } from "@/ui/notice";
import type { FileUpload } from "./use-file-uploads";

/** The files of a line still on their way: a progress bar each, or the sentence saying why not. */
export function UploadProgressList({
  uploads,
  retry,
  dismiss,
}: {
  uploads: readonly FileUpload[];
  retry: (key: string) => void;
  dismiss: (key: string) => void;
}) {
  const t = useTranslations("documents.uploads");
  if (uploads.length === 0) return null;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
      {uploads.map((upload) => {
        const percent = upload.total > 0 ? Math.round((upload.sent / upload.total) * 100) : 0;
        return (
          <li key={upload.key}>
            {upload.state === "sending" ? (
              <Box>
                <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                  {upload.name}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  aria-label={t("uploading", { name: upload.name })}
                  aria-valuetext={t("sent", { percent })}
                  sx={{ my: 0.5 }}
                />
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {t("sent", { percent })}
                </Typography>
              </Box>
            ) : (
              <Notice severity="error" role="alert">
                <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{upload.name}</Typography>
                <Typography>{upload.sentence}</Typography>
                <Box sx={{ display: "flex", gap: 1, mt: 1 }}>
                  {upload.state === "failed" ? (
                    <Button size="small" variant="outlined" onClick={() => retry(upload.key)}>
                      {t("retry")}
                    </Button>
                  ) : null}
                  <Button size="small" onClick={() => dismiss(upload.key)}>
                    {t("dismiss")}
                  </Button>
                </Box>
              </Notice>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
