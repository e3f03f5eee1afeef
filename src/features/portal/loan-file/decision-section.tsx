"use client";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatPercent } from "@/domain/format/percent";
import { formatDerivationValue } from "@/domain/pricing/derivation-value";
import { dateTimeInWords } from "../portal-words";
import { FileSection, Labelled, type LoanFileView } from "./loan-file-parts";
import { LOAN_FILE_WORDS as W } from "./loan-file-words";

const VALUE_WORDS = { yes: "Yes", no: "No", years: (n: number) => `${n} years` };

/**
 * The offer as priced and the decision with its whole derivation (issue 11's stored derivation,
 * which the borrower's submitted screen shows too): every figure with its source, every rule.
 */
export function DecisionSection({ view }: { view: LoanFileView }) {
  return (
    <>
      <FileSection id="offer-heading" heading={W.offerHeading}>
        <Offer view={view} />
      </FileSection>
      <FileSection id="decision-heading" heading={W.decisionHeading}>
        {view.decision ? <Decision decision={view.decision} /> : <Typography>{W.noDecision}</Typography>}
      </FileSection>
    </>
  );
}

function Offer({ view }: { view: LoanFileView }) {
  const { offer } = view;
  if (!offer) return <Typography>{W.noOffer}</Typography>;
  const quote = offer.quote;
  return (
    <Stack spacing={2}>
      {!quote ? <Typography>{W.ineligible}</Typography> : null}
      {quote?.product === "heloc" ? (
        <Box
          component="dl"
          sx={{ m: 0, display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))" }}
        >
          <Labelled label={W.line} value={W.money(quote.lineAmount)} />
          <Labelled label={W.rate} value={formatPercent(quote.rate, 3)} />
          <Labelled label={W.apr} value={formatPercent(quote.apr, 3)} />
          <Labelled label={W.fee} value={W.money(quote.originationFee)} />
          <Labelled label="Term" value={W.term(quote.drawYears, quote.repaymentYears)} />
        </Box>
      ) : null}
      {quote?.product === "mortgage" ? (
        <Stack component="ul" spacing={1} sx={{ pl: 3, m: 0 }}>
          {quote.offers.map((o) => (
            <li key={o.productId}>
              {o.label}: {W.money(o.loanAmount)} at {formatPercent(o.rate, 3)} ({W.apr}{" "}
              {formatPercent(o.apr, 3)}), {W.money(o.monthlyPayment)} a month
            </li>
          ))}
        </Stack>
      ) : null}
      <Typography sx={{ color: "text.secondary" }}>
        {W.rateSheet(offer.rateSheetVersion)} · {W.pricedAt(dateTimeInWords(offer.pricedAt))}
      </Typography>
    </Stack>
  );
}

function Decision({ decision }: { decision: NonNullable<LoanFileView["decision"]> }) {
  return (
    <Stack spacing={2}>
      <Typography sx={{ fontWeight: 600, fontSize: "1.15rem" }}>{W.outcome[decision.outcome]}</Typography>
      <Typography sx={{ color: "text.secondary" }}>
        {W.decidedBy(decision.decidedBy, dateTimeInWords(decision.decidedAt))} ·{" "}
        {W.rateSheet(decision.rateSheetVersion)}
      </Typography>
      {decision.reasons.length > 0 ? (
        <div>
          <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600 }}>
            {W.reasons}
          </Typography>
          <ol>
            {decision.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <div>
        <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600, mb: 1 }}>
          {W.figures}
        </Typography>
        <Box
          component="table"
          sx={{
            width: "100%",
            borderCollapse: "collapse",
            "& td, & th": {
              textAlign: "left",
              py: 0.75,
              pr: 2,
              borderBottom: 1,
              borderColor: "divider",
              verticalAlign: "top",
            },
          }}
        >
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col">Value</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {decision.derivation.figures.map((line) => (
              <tr key={line.key}>
                <th scope="row">{line.label}</th>
                <td>{formatDerivationValue(line, VALUE_WORDS)}</td>
                <td>{line.explanation}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </div>
      <div>
        <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600, mb: 1 }}>
          {W.rules}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ pl: 3, m: 0 }}>
          {decision.derivation.rules.map((rule) => (
            <li key={rule.key}>
              <strong>{rule.passed ? W.passed : W.failed}:</strong> {rule.sentence}
            </li>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}
