"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRef } from "react";
import { useTranslations } from "use-intl";
import { MAX_UPLOAD_SIZE_LABEL, UPLOAD_ACCEPT_ATTRIBUTE } from "@/domain/documents/upload-limits";
import type { UploadTarget } from "@/ui/uploads/tus-upload";
import { UploadProgressList } from "./upload-progress-list";
import { useFileUploads } from "./use-file-uploads";

/**
 * A line's two ways to send: "Take a photo" opens the phone's camera (`capture`), "Choose files"
 * the file chooser, several at once. The inputs stay hidden (the `hidden` attribute, not a style:
 * the nonce CSP refuses style attributes in the server's HTML); the buttons open them.
 */
export function UploadControls({
  target,
  lineLabel,
  onFiled,
}: {
  target: UploadTarget;
  /** What the buttons send, for their accessible names ("Choose files for Paystubs"). */
  lineLabel: string;
  onFiled: () => void;
}) {
  const t = useTranslations("documents.uploads");
  const { uploads, add, retry, dismiss } = useFileUploads(target, onFiled);
  const camera = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement) => {
    add(Array.from(input.files ?? []));
    // The same file may be chosen again after a refusal or a removal.
    input.value = "";
  };
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
        <Button
          variant="outlined"
          onClick={() => camera.current?.click()}
          aria-label={t("takePhotoOf", { line: lineLabel })}
        >
          {t("takePhoto")}
        </Button>
        <Button
          variant="outlined"
          onClick={() => chooser.current?.click()}
          aria-label={t("chooseFilesFor", { line: lineLabel })}
        >
          {t("chooseFiles")}
        </Button>
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          tabIndex={-1}
          aria-label={t("takePhotoOf", { line: lineLabel })}
          onChange={(event) => take(event.currentTarget)}
        />
        <input
          ref={chooser}
          type="file"
          accept={UPLOAD_ACCEPT_ATTRIBUTE}
          multiple
          hidden
          tabIndex={-1}
          aria-label={t("chooseFilesFor", { line: lineLabel })}
          onChange={(event) => take(event.currentTarget)}
        />
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t("hint", { size: MAX_UPLOAD_SIZE_LABEL })}
      </Typography>
      <UploadProgressList uploads={uploads} retry={retry} dismiss={dismiss} />
    </Stack>
  );
}
