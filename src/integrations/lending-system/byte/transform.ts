import { z } from "zod";
import type { LoanMilestone } from "@/domain/loan-milestones/loan-milestones";
import type { LosLoan, LosLoanStatus } from "@/domain/ports/loan-system-export";
import { hmac, type WebhookReader } from "../webhook-event";

/**
 * Byte (BytePro) as the adapter assumes it (decision 080: Byte publishes no API documentation).
 * Every path, body and answer shape is here, so a lender with Byte's documentation changes this
 * file only.
 */
export const PATHS = {
  auth: "/byteapi/auth/token",
  loans: "/byteapi/loans",
  import: "/byteapi/loans/import",
  reimport: (fileDataId: string) => `/byteapi/loans/${encodeURIComponent(fileDataId)}/import`,
  status: (fileDataId: string) => `/byteapi/loans/${encodeURIComponent(fileDataId)}/status`,
} as const;

export function authRequest(username: string, password: string, authKey: string): string {
  return JSON.stringify({ username, password, authorizationKey: authKey });
}

export function tokenOf(body: string): { token: string; expiresInSeconds?: number } {
  const answer = z
    .object({ token: z.string().min(1), expiresIn: z.number().positive().optional() })
    .parse(JSON.parse(body));
  return { token: answer.token, expiresInSeconds: answer.expiresIn };
}

export const importQuery = (applicationId?: string) => ({
  format: "MISMO34",
  ...(applicationId ? { externalId: applicationId } : {}),
});

const fileShape = z.object({ fileDataID: z.coerce.string().min(1), loanNumber: z.string().min(1) });

export function loanFromSearch(body: string): LosLoan | null {
  const [first] = z.array(fileShape).parse(JSON.parse(body));
  return first ? { loanId: first.fileDataID, loanNumber: first.loanNumber } : null;
}

export function importedLoan(body: string): LosLoan {
  const file = fileShape.parse(JSON.parse(body));
  return { loanId: file.fileDataID, loanNumber: file.loanNumber };
}

/**
 * Byte's loan status codes 0–19 and ours (Prequal 1, Submitted 4 and Clear to close 16 are Byte's
 * own; the rest as decision 080 assumes them). A lender's custom codes (51–80) map to none: the
 * milestone last known stays.
 */
const STATUS_CODES: Record<number, LoanMilestone> = {
  0: "submitted",
  1: "submitted",
  2: "submitted",
  3: "submitted",
  4: "submitted",
  5: "processing",
  6: "processing",
  7: "underwriting",
  8: "underwriting",
  9: "conditionallyApproved",
  10: "conditionallyApproved",
  11: "conditionallyApproved",
  12: "conditionallyApproved",
  13: "conditionallyApproved",
  14: "conditionallyApproved",
  15: "conditionallyApproved",
  16: "clearToClose",
  17: "closing",
  18: "funded",
  19: "funded",
};

const statusAnswer = z.object({
  statusCode: z.number().int().min(0).max(80),
  conditions: z.array(
    z.object({ conditionID: z.coerce.string().min(1), description: z.string(), cleared: z.boolean() }),
  ),
});

export function statusOf(body: string): LosLoanStatus {
  const answer = statusAnswer.parse(JSON.parse(body));
  return {
    milestone: STATUS_CODES[answer.statusCode] ?? null,
    conditions: answer.conditions.map((c) => ({
      id: c.conditionID,
      title: c.description,
      cleared: c.cleared,
    })),
  };
}

export function reasonOf(body: string): string {
  try {
    return z.object({ Message: z.string() }).parse(JSON.parse(body)).Message;
  } catch {
    return body.slice(0, 300);
  }
}

const webhookBody = z.object({
  eventId: z.string().min(1),
  fileDataID: z.coerce.string().min(1),
  timestamp: z.iso.datetime({ offset: true }),
});

/** One event a post, signed HMAC-SHA256 in base64. */
export const webhooks: WebhookReader = {
  signatureHeader: "x-byte-signature",
  sign: (body, key) => hmac(body, key, "base64"),
  events(body) {
    const event = webhookBody.parse(JSON.parse(body));
    return [{ eventId: event.eventId, occurredAt: new Date(event.timestamp), loanId: event.fileDataID }];
  },
};
