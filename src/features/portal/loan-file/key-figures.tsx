"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { percentText } from "@/domain/pricing/derivation";
import { Labelled, type LoanFileView } from "./loan-file-parts";
import { LOAN_FILE_WORDS as W } from "./loan-file-words";

/** The numbers a loan officer looks for first: value and its source, CLTV or LTV, DTI, score, outcome. */
export function KeyFigures({ view }: { view: LoanFileView }) {
  const f = view.figures;
  return (
    <Box component="section" aria-labelledby="figures-heading">
      <Typography id="figures-heading" variant="h2" sx={{ fontSize: "1.35rem", fontWeight: 600, mb: 1 }}>
        {W.figuresHeading}
      </Typography>
      {f ? <Typography sx={{ color: "text.secondary", mb: 2 }}>{W.figuresFrom[f.from]}</Typography> : null}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
          "& > div": { border: 1, borderColor: "divider", borderRadius: 1, p: 2 },
          "& dd": { fontSize: "1.35rem", fontWeight: 600 },
        }}
      >
        <Labelled label={W.value} value={f?.value ? W.money(f.value.amount) : W.noValue} />
        <Labelled
          label={f?.loanToValue?.label ?? "CLTV"}
          value={f?.loanToValue ? percentText(f.loanToValue.ratio) : "—"}
        />
        <Labelled label={W.dti} value={f?.debtToIncome != null ? percentText(f.debtToIncome) : "—"} />
        <Labelled
          label={W.score}
          value={
            view.credit?.representativeScore != null ? String(view.credit.representativeScore) : W.noScore
          }
        />
        <Labelled label={W.decisionHeading} value={view.decision ? W.outcome[view.decision.outcome] : "—"} />
      </Box>
      {f?.value ? (
        <Typography sx={{ mt: 1, color: "text.secondary" }}>
          {W.value}: {f.value.source}
        </Typography>
      ) : null}
    </Box>
  );
}
