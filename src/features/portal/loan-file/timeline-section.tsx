"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { dateTimeInWords } from "../portal-words";
import { FileSection, type LoanFileView } from "./loan-file-parts";
import { LOAN_FILE_WORDS as W } from "./loan-file-words";

/** What happened, newest first: status changes, files, staff actions, e-mails sent. */
export function TimelineSection({ view }: { view: LoanFileView }) {
  return (
    <FileSection id="timeline-heading" heading={W.timelineHeading}>
      {view.timeline.length === 0 ? <Typography>{W.noTimeline}</Typography> : null}
      <Box
        component="ol"
        sx={{ listStyle: "none", p: 0, m: 0, maxHeight: { lg: "36rem" }, overflowY: { lg: "auto" } }}
        tabIndex={0}
        aria-label={W.timelineHeading}
      >
        {view.timeline.map((t) => (
          <Box component="li" key={t.id} sx={{ py: 1, borderBottom: 1, borderColor: "divider" }}>
            <Typography sx={{ fontWeight: 600 }}>{t.what}</Typography>
            <Typography sx={{ color: "text.secondary", fontSize: "0.875rem" }}>
              <time dateTime={t.at.toISOString()}>{dateTimeInWords(t.at)}</time> · {t.who}
            </Typography>
          </Box>
        ))}
      </Box>
    </FileSection>
  );
}
