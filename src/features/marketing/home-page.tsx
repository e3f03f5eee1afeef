import NextLink from "next/link";
import { formatMoney } from "@/domain/format/money";
import { DEFAULT_RATE_SHEET } from "@/domain/pricing/default-rate-sheet";
import { PREQUAL_FLOW } from "@/ui/prequal-entry";
import { EquityCalculator } from "./equity-calculator";
import styles from "./marketing.module.css";

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
      <section className={styles.hero}>
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <h1 className={styles.heroTitle}>Unlock your home’s equity with a HELOC</h1>
            <p className={styles.heroText}>
              A home-equity line of credit gives you flexible funds at competitive rates, so you can borrow as
              you need, up to {formatMoney(DEFAULT_RATE_SHEET.heloc.line.max)}.
            </p>
            {/* A full page load: the application area has its own scripts and security policy. */}
            <a href={PREQUAL_FLOW.entry} className="button">
              Check your rate
            </a>
            <p className={`muted ${styles.small} ${styles.afterAction}`}>
              Checking your rate won’t affect your credit score.
            </p>
          </div>
          <EquityCalculator />
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="why-heloc">
        <h2 id="why-heloc">Why homeowners choose a HELOC</h2>
        <div className={styles.reasons}>
          {REASONS.map((reason) => (
            <div key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="how-it-works">
        <h2 id="how-it-works">How it works</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          Want the details first? Read <NextLink href="/insights">our guides to home equity</NextLink> or the{" "}
          <NextLink href="/faq">frequently asked questions</NextLink>.
        </p>
      </section>
    </>
  );
}
