"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslations } from "use-intl";
import type { FiledFile } from "./checklist-types";
import { RemoveDocumentDialog } from "./remove-document-dialog";

const PREVIEW_SIZE = 56;

/** A page with a folded corner: a PDF (or any file) without a thumbnail yet. */
function DocumentIcon({ label }: { label: string }) {
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      sx={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE, color: "text.secondary", flexShrink: 0 }}
    >
      <path
        fill="currentColor"
        d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13h8v1.5H8V13Zm0 3h8v1.5H8V16Z"
      />
    </Box>
  );
}

function Preview({ file }: { file: FiledFile }) {
  const t = useTranslations("documents.file");
  // While processing, an empty frame: the word "Processing…" sits under the name, where it fits
  // (inside the 56 px frame it ran over the name at 375 px).
  if (file.status === "processing")
    return (
      <Box
        sx={{
          width: PREVIEW_SIZE,
          height: PREVIEW_SIZE,
          bgcolor: "action.hover",
          borderRadius: 1,
          flexShrink: 0,
        }}
      />
    );
  if (file.hasThumbnail)
    return (
      <Box
        component="img"
        src={`/api/documents/${file.id}/thumbnail`}
        alt={t("preview", { name: file.displayName })}
        width={PREVIEW_SIZE}
        height={PREVIEW_SIZE}
        sx={{ objectFit: "cover", borderRadius: 1, border: 1, borderColor: "divider", flexShrink: 0 }}
      />
    );
  return <DocumentIcon label={t("pdf")} />;
}

/** A file on a line: its thumbnail, its name, "Processing…" while it is, and Remove until the lender reviewed it. */
export function FiledDocument({ file, onRemoved }: { file: FiledFile; onRemoved: () => void }) {
  const t = useTranslations("documents.file");
  const [confirming, setConfirming] = useState(false);
  return (
    <Box component="li" sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
      <Preview file={file} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ overflowWrap: "anywhere" }}>{file.displayName}</Typography>
        {file.status === "processing" ? (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("processing")}
          </Typography>
        ) : null}
        {file.source === "bankConnection" ? (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("fromBank")}
          </Typography>
        ) : null}
        {!file.removable ? (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("reviewed")}
          </Typography>
        ) : null}
        {/* Under the name, not beside it: at 375 px a button beside left the name a third of the row. */}
        {file.removable ? (
          <Button
            size="small"
            color="error"
            onClick={() => setConfirming(true)}
            aria-label={t("removeName", { name: file.displayName })}
            sx={{ ml: -0.625, minWidth: 0, px: 0.625 }}
          >
            {t("remove")}
          </Button>
        ) : null}
      </Box>
      <RemoveDocumentDialog
        file={confirming ? file : null}
        onClose={() => setConfirming(false)}
        onRemoved={onRemoved}
      />
    </Box>
  );
}
