import { z } from "zod";
import type { LoanMilestone } from "@/domain/loan-milestones/loan-milestones";
import type { LosLoan, LosLoanStatus } from "@/domain/ports/loan-system-export";
import { hmac, type WebhookReader } from "../webhook-event";

/**
 * Lending Pad as the adapter assumes it (decision 080: its API is not public). Every path, body and
 * answer shape is here, so a lender with Lending Pad's documentation changes this file only.
 */
export const PATHS = {
  loans: "/api/v1/loans",
  import: "/api/v1/loans/import",
  /** The loan itself, which carries its milestone and conditions. */
  status: (loanId: string) => `/api/v1/loans/${encodeURIComponent(loanId)}`,
  reimport: (loanId: string) => `/api/v1/loans/${encodeURIComponent(loanId)}/import`,
} as const;

/** The import's query: the file's format and the site's application id, kept as the external id. */
export const importQuery = (applicationId?: string) => ({
  format: "mismo34",
  ...(applicationId ? { externalId: applicationId } : {}),
});

const loanShape = z.object({ id: z.string().min(1), loanNumber: z.string().min(1) });

export function loanFromSearch(body: string): LosLoan | null {
  const [first] = z.object({ loans: z.array(loanShape) }).parse(JSON.parse(body)).loans;
  return first ? { loanId: first.id, loanNumber: first.loanNumber } : null;
}

export function importedLoan(body: string): LosLoan {
  const loan = loanShape.parse(JSON.parse(body));
  return { loanId: loan.id, loanNumber: loan.loanNumber };
}

/** Lending Pad's milestone names and ours; an imported loan lands as a lead. */
const MILESTONES: Record<string, LoanMilestone> = {
  Lead: "submitted",
  Application: "submitted",
  Processing: "processing",
  "Submitted to UW": "underwriting",
  "Approved with Conditions": "conditionallyApproved",
  "Clear to Close": "clearToClose",
  Closing: "closing",
  Funded: "funded",
};

const statusAnswer = z.object({
  milestone: z.string(),
  conditions: z.array(
    z.object({
      id: z.string().min(1),
      description: z.string(),
      status: z.enum(["open", "cleared", "waived"]),
    }),
  ),
});

export function statusOf(body: string): LosLoanStatus {
  const answer = statusAnswer.parse(JSON.parse(body));
  return {
    milestone: MILESTONES[answer.milestone] ?? null,
    conditions: answer.conditions.map((c) => ({
      id: c.id,
      title: c.description,
      cleared: c.status !== "open",
    })),
  };
}

export function reasonOf(body: string): string {
  try {
    return z.object({ error: z.object({ message: z.string() }) }).parse(JSON.parse(body)).error.message;
  } catch {
    return body.slice(0, 300);
  }
}

const webhookBody = z.object({
  events: z.array(
    z.object({
      id: z.string().min(1),
      loanId: z.string().min(1),
      occurredAt: z.iso.datetime({ offset: true }),
    }),
  ),
});

/** Milestone events come in batches (a 5-minute window), signed HMAC-SHA256 in hex. */
export const webhooks: WebhookReader = {
  signatureHeader: "x-lendingpad-signature",
  sign: (body, key) => hmac(body, key, "hex"),
  events: (body) =>
    webhookBody.parse(JSON.parse(body)).events.map((e) => ({
      eventId: e.id,
      occurredAt: new Date(e.occurredAt),
      loanId: e.loanId,
    })),
};
