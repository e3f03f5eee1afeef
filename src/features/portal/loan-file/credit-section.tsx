"use client";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FileSection, type LoanFileView } from "./loan-file-parts";
import { LOAN_FILE_WORDS as W } from "./loan-file-words";

const TABLE = {
  width: "100%",
  borderCollapse: "collapse",
  "& td, & th": { textAlign: "left", py: 0.75, pr: 2, borderBottom: 1, borderColor: "divider" },
} as const;

/** The credit report's summary: who pulled it, each borrower's scores, the accounts by kind. */
export function CreditSection({ view }: { view: LoanFileView }) {
  const { credit } = view;
  return (
    <FileSection id="credit-heading" heading={W.creditHeading}>
      {!credit ? (
        <Typography>{W.noCredit}</Typography>
      ) : (
        <Stack spacing={2}>
          <Typography>{W.pulled(credit.bureau, credit.pulledOn, credit.reportId)}</Typography>
          <Typography>
            <strong>{W.representative}:</strong> {credit.representativeScore ?? W.noScore}
          </Typography>
          {credit.borrowers.map((b) => (
            <div key={b.who}>
              <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600 }}>
                {W.who[b.who]}: {b.representativeScore ?? W.noScore}
              </Typography>
              <Typography>{b.scores.map((s) => `${s.bureau} ${s.score}`).join(" · ")}</Typography>
              {b.keyFactors.length > 0 ? (
                <Typography sx={{ color: "text.secondary" }}>
                  {W.keyFactors}: {b.keyFactors.join("; ")}
                </Typography>
              ) : null}
            </div>
          ))}
          <Box sx={{ overflowX: "auto" }}>
            <Box component="table" sx={TABLE}>
              <caption style={{ textAlign: "left", fontWeight: 600, paddingBottom: 4 }}>
                {W.accountsTable}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{W.accountType}</th>
                  <th scope="col">{W.accounts}</th>
                  <th scope="col">{W.balance}</th>
                  <th scope="col">{W.payment}</th>
                </tr>
              </thead>
              <tbody>
                {credit.accounts.map((a) => (
                  <tr key={a.type}>
                    <th scope="row">{W.accountKinds[a.type] ?? a.type}</th>
                    <td>{a.count}</td>
                    <td>{W.money(a.balance)}</td>
                    <td>{W.money(a.monthlyPayment)}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
          <Typography>{W.latePayments(credit.latePayments)}</Typography>
        </Stack>
      )}
    </FileSection>
  );
}
