"use client";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FileSection, type LoanFileView } from "./loan-file-parts";
import { LOAN_FILE_WORDS as W } from "./loan-file-words";

/**
 * The application as Form 1003 groups it (the applicant's own summary, decision 084): both
 * borrowers, employment and income, assets, liabilities with what is paid off, real estate owned,
 * declarations and demographics, each group under its own heading.
 */
export function ApplicationSection({ view }: { view: LoanFileView }) {
  const { groups, unfinished } = view.application;
  return (
    <FileSection id="application-heading" heading={W.applicationHeading}>
      {unfinished ? <Typography sx={{ mb: 2 }}>{W.unfinished(unfinished)}</Typography> : null}
      {groups.length === 0 ? <Typography>{W.noSections}</Typography> : null}
      <Stack spacing={3}>
        {groups.map((g, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a section may give several groups of one title (debts), replaced whole
          <div key={`${g.step}-${g.who}-${index}`}>
            <Typography variant="h3" sx={{ fontSize: "1.1rem", fontWeight: 600, mb: 1 }}>
              {g.who === "application" ? g.title : `${g.title} (${W.who[g.who]})`}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: "grid",
                gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "minmax(0, 2fr) minmax(0, 3fr)" },
                columnGap: 2,
                "& dt": { fontWeight: 600 },
                "& dd": { m: 0, mb: { xs: 1, sm: 0.5 }, overflowWrap: "anywhere" },
              }}
            >
              {g.rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are replaced whole, and labels repeat (two employers)
                <Box key={i} sx={{ display: "contents" }}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </Box>
              ))}
            </Box>
          </div>
        ))}
      </Stack>
    </FileSection>
  );
}
