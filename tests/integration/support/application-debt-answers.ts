import type { Browser } from "./auth-client";

/** A mortgage's escrow as the debt-consolidation form sends it: taxes in the payment, insurance not. */
export const ESCROW = {
  taxIncludedInMonthlyPayment: "yes",
  insuranceIncludedInMonthlyPayment: "no",
  monthlyTaxPayment: "$300",
  monthlyInsurancePayment: "$95",
};

/**
 * The debt-consolidation screen's answers at the version it loaded: every debt kept (mortgages
 * with their taxes and insurance), with `changes` by creditor.
 */
export async function debtDecisions(browser: Browser, changes: Record<string, object> = {}) {
  const view = await browser.trpc.application.debtConsolidation.get.query();
  return {
    version: view.version,
    answers: {
      decisions: view.debts.map((d) => ({
        id: d.id,
        action: "confirm" as const,
        ...(d.isMortgage ? { escrow: ESCROW } : {}),
        ...changes[d.creditor],
      })),
      added: [] as unknown[],
    },
  };
}
