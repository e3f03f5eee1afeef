import { z } from "zod";
import type { LoanMilestone } from "@/domain/loan-milestones/loan-milestones";
import type { LosCondition, LosLoan, LosLoanStatus } from "@/domain/ports/loan-system-export";
import { hmac, type WebhookReader } from "../webhook-event";

/**
 * Encompass (ICE Developer Connect) as the adapter speaks it: every path, body and answer shape is
 * here (decision 080), so a lender whose Encompass differs changes this file only.
 */

/** The loan custom field holding the site's application id: the loan is found again by it. */
export const APPLICATION_ID_FIELD = "CX.POS.APPLICATION.ID";

export const PATHS = {
  token: "/oauth2/v1/token",
  pipeline: "/encompass/v3/loanPipeline",
  converter: "/encompass/v3/converter/loans",
  loans: "/encompass/v3/loans",
  loan: (loanId: string) => `/encompass/v3/loans/${encodeURIComponent(loanId)}`,
  importer: (loanId: string) => `/encompass/v3/loans/${encodeURIComponent(loanId)}/importer`,
  milestones: (loanId: string) => `/encompass/v3/loans/${encodeURIComponent(loanId)}/milestones`,
  conditions: (loanId: string) => `/encompass/v3/loans/${encodeURIComponent(loanId)}/conditions/underwriting`,
  locks: "/encompass/v3/resourceLocks",
  lock: (lockId: string) => `/encompass/v3/resourceLocks/${encodeURIComponent(lockId)}`,
} as const;

/** The client-credentials token request (form-encoded, as OAuth 2 has it). */
export function tokenRequest(clientId: string, clientSecret: string): string {
  return new URLSearchParams({
    grant_type: "client_credentials",
    client_id: clientId,
    client_secret: clientSecret,
    scope: "lp",
  }).toString();
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });

export function tokenOf(body: string): { token: string; expiresInSeconds: number } {
  const answer = tokenAnswer.parse(JSON.parse(body));
  return { token: answer.access_token, expiresInSeconds: answer.expires_in };
}

/** The pipeline query for loans carrying this application id. */
export function pipelineQuery(applicationId: string): string {
  return JSON.stringify({
    fields: ["Loan.LoanNumber"],
    filter: { canonicalName: `Fields.${APPLICATION_ID_FIELD}`, value: applicationId, matchType: "exact" },
  });
}

const pipelineAnswer = z.array(
  z.object({ loanId: z.string().min(1), fields: z.object({ "Loan.LoanNumber": z.string().min(1) }) }),
);

/** The first loan the pipeline found, or null. */
export function loanFromPipeline(body: string): LosLoan | null {
  const [first] = pipelineAnswer.parse(JSON.parse(body));
  return first ? { loanId: first.loanId, loanNumber: first.fields["Loan.LoanNumber"] } : null;
}

/** The converter's loan, with the application id added so the pipeline finds it. */
export function loanToCreate(converted: string, applicationId: string): string {
  const loan = z.record(z.string(), z.unknown()).parse(JSON.parse(converted));
  const customFields = Array.isArray(loan.customFields) ? loan.customFields : [];
  return JSON.stringify({
    ...loan,
    customFields: [...customFields, { fieldName: APPLICATION_ID_FIELD, stringValue: applicationId }],
  });
}

const createdAnswer = z.object({ id: z.string().min(1), loanNumber: z.string().min(1) });

export function createdLoan(body: string): LosLoan {
  const answer = createdAnswer.parse(JSON.parse(body));
  return { loanId: answer.id, loanNumber: answer.loanNumber };
}

/** An exclusive lock on the loan, taken before the importer writes to it. */
export function lockRequest(loanId: string): string {
  return JSON.stringify({ resource: { entityId: loanId, entityType: "Loan" }, lockType: "Exclusive" });
}

export function lockIdOf(body: string): string {
  return z.object({ id: z.string().min(1) }).parse(JSON.parse(body)).id;
}

/**
 * Encompass's default milestones, in the lender's order, and ours they mean. A lender's own
 * milestone names (Encompass lets them rename) go here.
 */
const MILESTONES: Record<string, LoanMilestone> = {
  Started: "submitted",
  Qualification: "submitted",
  Processing: "processing",
  Submittal: "underwriting",
  "Cond. Approval": "conditionallyApproved",
  Resubmittal: "conditionallyApproved",
  Approval: "clearToClose",
  "Doc Preparation": "closing",
  "Docs Out": "closing",
  Funding: "funded",
  Shipping: "funded",
  Reconciled: "funded",
  Completion: "funded",
};

const milestonesAnswer = z.array(z.object({ milestoneName: z.string(), doneIndicator: z.boolean() }));
const conditionsAnswer = z.array(z.object({ id: z.string().min(1), title: z.string(), status: z.string() }));

/** The last milestone done that we know, and the underwriting conditions. */
export function statusOf(milestonesBody: string, conditionsBody: string): LosLoanStatus {
  const done = milestonesAnswer.parse(JSON.parse(milestonesBody)).filter((m) => m.doneIndicator);
  const known = done.map((m) => MILESTONES[m.milestoneName]).filter((m) => m !== undefined);
  const conditions: LosCondition[] = conditionsAnswer.parse(JSON.parse(conditionsBody)).map((c) => ({
    id: c.id,
    title: c.title,
    cleared: ["Cleared", "Waived"].includes(c.status),
  }));
  return { milestone: known.at(-1) ?? null, conditions };
}

/** Encompass's error body is `{ summary, details, errorCode }`; anything else is shown as it came. */
export function reasonOf(body: string): string {
  try {
    const error = z
      .object({ summary: z.string().optional(), details: z.string().optional() })
      .parse(JSON.parse(body));
    return [error.summary, error.details].filter(Boolean).join(": ");
  } catch {
    return body.slice(0, 300);
  }
}

const webhookBody = z.object({
  eventId: z.string().min(1),
  eventTime: z.iso.datetime({ offset: true }),
  meta: z.object({ resourceId: z.string().min(1), resourceType: z.string() }),
});

/** Encompass signs each event with the subscription's key: HMAC-SHA256 of the body, base64. */
export const webhooks: WebhookReader = {
  signatureHeader: "elli-signature",
  sign: (body, key) => hmac(body, key, "base64"),
  events(body) {
    const event = webhookBody.parse(JSON.parse(body));
    return [{ eventId: event.eventId, occurredAt: new Date(event.eventTime), loanId: event.meta.resourceId }];
  },
};
