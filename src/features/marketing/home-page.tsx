import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { formatMoney } from "@/domain/format/money";
import { RATE_SHEET_LIMITS } from "@/domain/pricing/equity";
import { ButtonLink, Link } from "@/ui/link";
import { PREQUAL_FLOW } from "@/ui/prequal-entry";
import { EquityCalculator } from "./equity-calculator";

const REASONS = [
  {
    title: "Flexible funds",
    text: "Draw what you need, when you need it, for renovations, tuition, or paying down higher-rate debt.",
  },
  {
    title: "Competitive rates",
    text: "A line secured by your home usually costs less than credit cards or personal loans. See your rate without affecting your credit score.",
  },
  {
    title: "Borrow as you need",
    text: "Pay interest only on what you draw during the 10-year draw period, then repay over 20 years.",
  },
];

const STEPS = [
  "Prequalify in minutes with a soft credit check.",
  "Apply online and tell us about your income and home.",
  "Verify your identity, upload documents and e-sign your disclosures.",
  "Receive your funds, or have your chosen debts paid off directly.",
];

export function HomePage() {
  return (
    <>
      <Box component="section" sx={{ bgcolor: "#EEF4FA", py: { xs: 5, md: 9 } }}>
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: "center" }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "3rem" } }}>
                Unlock your home’s equity with a HELOC
              </Typography>
              <Typography sx={{ mt: 2, mb: 4, fontSize: 18 }}>
                A home-equity line of credit gives you flexible funds at competitive rates, so you can borrow
                as you need, up to {formatMoney(RATE_SHEET_LIMITS.lineMax)}.
              </Typography>
              <ButtonLink href={PREQUAL_FLOW.entry} variant="contained" size="large">
                Check your rate
              </ButtonLink>
              <Typography variant="body2" sx={{ mt: 2, color: "text.secondary" }}>
                Checking your rate won’t affect your credit score.
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <EquityCalculator />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby="why-heloc" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography id="why-heloc" variant="h2" gutterBottom>
          Why homeowners choose a HELOC
        </Typography>
        <Grid container spacing={4}>
          {REASONS.map((reason) => (
            <Grid key={reason.title} size={{ xs: 12, md: 4 }}>
              <Typography variant="h3" gutterBottom>
                {reason.title}
              </Typography>
              <Typography>{reason.text}</Typography>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Container
        maxWidth="lg"
        component="section"
        aria-labelledby="how-it-works"
        sx={{ pb: { xs: 5, md: 8 } }}
      >
        <Typography id="how-it-works" variant="h2" gutterBottom>
          How it works
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, "& li": { mb: 1.5, fontSize: 17 } }}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Box>
        <Typography sx={{ mt: 3 }}>
          Want the details first? Read <Link href="/insights">our guides to home equity</Link> or the{" "}
          <Link href="/faq">frequently asked questions</Link>.
        </Typography>
      </Container>
    </>
  );
}
