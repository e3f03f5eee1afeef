"use client";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { type ChecklistGroup, type ChecklistLine as Line, lineTarget } from "./checklist-types";
import { FiledDocument } from "./filed-document";
import { IdentityUploads } from "./identity-uploads";
import { UploadControls } from "./upload-controls";

/** Where a line stands, in a word or two: "1 of 2 in", "Done", "Not needed", "Optional". */
function LineStatus({ line }: { line: Line }) {
  const t = useTranslations("documents.line");
  const [text, tone] = line.skipped
    ? [t("notNeeded"), "text.secondary"]
    : !line.required
      ? [t("optional"), "text.secondary"]
      : line.missing === 0
        ? [t("done"), "text.primary"]
        : [t("count", { uploaded: line.uploaded, count: line.count }), "text.primary"];
  return <Typography sx={{ fontWeight: 600, color: tone, whiteSpace: "nowrap" }}>{text}</Typography>;
}

export function FileList({ files, onChanged }: { files: Line["files"]; onChanged: () => void }) {
  if (files.length === 0) return null;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: "none", m: 0, p: 0 }}>
      {files.map((file) => (
        <FiledDocument key={file.id} file={file} onRemoved={onChanged} />
      ))}
    </Stack>
  );
}

/**
 * One checklist line (spec §4): its label, what counts, how many are in, its files, and the ways
 * to send more. A waived line says it is not needed and offers no upload; a line nobody required
 * is optional.
 */
export function ChecklistLine({
  group,
  line,
  onChanged,
}: {
  group: Pick<ChecklistGroup, "owner" | "propertyId">;
  line: Line;
  onChanged: () => void;
}) {
  const t = useTranslations("documents.line");
  const headingId = useId();
  return (
    // An article, not a section: the coborrower's lines repeat the borrower's names, and landmarks
    // must be unique; an article is named by its heading without being a landmark.
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 2 }}
    >
      <Stack spacing={1.5}>
        <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, alignItems: "baseline" }}>
          <Typography id={headingId} component="h3" variant="h6" sx={{ fontSize: "1.0625rem" }}>
            {line.label}
          </Typography>
          <LineStatus line={line} />
        </Box>
        <Typography sx={{ color: "text.secondary" }}>{line.description}</Typography>
        {line.reason ? (
          <Typography sx={{ whiteSpace: "pre-line" }}>
            <Box component="strong">{t("requestReason")}</Box> {line.reason}
          </Typography>
        ) : null}
        {line.skipped ? <Typography>{t("notNeededHint")}</Typography> : null}
        {!line.skipped && !line.required ? (
          <Typography variant="body2">{t("optionalHint")}</Typography>
        ) : null}
        <FileList files={line.files} onChanged={onChanged} />
        {line.skipped ? null : line.accepted ? (
          <IdentityUploads group={group} line={line} accepted={line.accepted} onFiled={onChanged} />
        ) : (
          <UploadControls target={lineTarget(group, line.type)} lineLabel={line.label} onFiled={onChanged} />
        )}
      </Stack>
    </Box>
  );
}
