// stand-in: replaced by the MISMO builder
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { applications } from "@/server/db/schema";

export type LoanFileExport =
  | { kind: "exported"; xml: string; leftOut: readonly string[] }
  | { kind: "refused"; faults: readonly string[] };

/**
 * The application's MISMO 3.4 file. This stand-in writes a MESSAGE carrying the application id
 * only, and refuses a declined application, as the builder does; the MISMO builder's branch
 * replaces the whole file.
 */
export async function exportLoanFile(db: Database, applicationId: string): Promise<LoanFileExport> {
  const [row] = await db
    .select({ id: applications.id, declinedAt: applications.declinedAt })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) return { kind: "refused", faults: ["There is no such application."] };
  if (row.declinedAt) return { kind: "refused", faults: ["A declined application is not exported."] };
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<MESSAGE xmlns="http://www.mismo.org/residential/2009/schemas" MISMOReferenceModelIdentifier="3.4.032420160128">' +
    `<DEAL_SETS><DEAL_SET><DEALS><DEAL><LOANS><LOAN><LOAN_IDENTIFIERS><LOAN_IDENTIFIER>` +
    `<LoanIdentifier>${row.id}</LoanIdentifier><LoanIdentifierType>LenderLoan</LoanIdentifierType>` +
    "</LOAN_IDENTIFIER></LOAN_IDENTIFIERS></LOAN></LOANS></DEAL></DEALS></DEAL_SET></DEAL_SETS></MESSAGE>\n";
  return { kind: "exported", xml, leftOut: [] };
}
