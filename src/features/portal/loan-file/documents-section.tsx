"use client";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FileSection, type LoanFileView } from "./loan-file-parts";
import { LOAN_FILE_WORDS as W } from "./loan-file-words";

/** Where the documents stand and every condition; the work on them is the documents view's. */
export function DocumentsSection({ view }: { view: LoanFileView }) {
  const open = view.conditions.filter((c) => c.status === "open").length;
  return (
    <FileSection id="documents-heading" heading={W.documentsHeading}>
      <Stack spacing={2}>
        <Typography>
          {view.documents
            ? W.documentsProgress(view.documents.progress.uploaded, view.documents.progress.required)
            : W.noChecklist}
        </Typography>
        <Typography>{W.conditionsOpen(open)}</Typography>
        {view.conditions.length > 0 ? (
          <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
            {view.conditions.map((c) => (
              <Stack component="li" key={c.id} direction="row" spacing={1} sx={{ alignItems: "baseline" }}>
                <Chip
                  size="small"
                  label={W.conditionStatus[c.status]}
                  color={c.status === "open" ? "warning" : "default"}
                />
                <span>
                  {c.code}: {c.text}
                </span>
              </Stack>
            ))}
          </Stack>
        ) : null}
        <Typography>
          <a href={`/portal/applicants/${view.applicant.applicationId}`}>{W.documentsLink}</a>
        </Typography>
      </Stack>
    </FileSection>
  );
}
