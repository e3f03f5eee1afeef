import { z } from "zod";

/**
 * The loan file (issue 22 item 1, decision 084): the screen's forms and the procedures validate
 * with these same schemas (STYLE.md). Whether the application is in the caller's reach is the
 * server's check.
 */
const applicationId = z.uuid({ message: "Reload the page: we could not tell which application this is" });

export const loanFileInput = z.object({ applicationId });
export type LoanFileRequest = z.infer<typeof loanFileInput>;

/**
 * The numbers a loan file masks, each named by a key the file answers with: a borrower's SSN, an
 * asset account's number, and the routing and account numbers the funds go to.
 */
export const SENSITIVE_NUMBER_KEY =
  /^(ssn:(borrower|coborrower)|asset:[A-Za-z0-9_-]{1,64}|funds:(account|routing))$/;

export const revealNumberInput = z.object({
  applicationId,
  number: z.string().regex(SENSITIVE_NUMBER_KEY, "Reload the page: we could not tell which number this is"),
  reason: z
    .string()
    .trim()
    .min(10, "Say in a few words why you need the full number: it is kept with your name.")
    .max(300, "Keep the reason to 300 characters."),
});
export type RevealNumberRequest = z.infer<typeof revealNumberInput>;

/** A key's parts: whose SSN, which asset account (step 3 keeps them for the application), or which number of the funds' account. */
export type SensitiveNumberKey =
  | { kind: "ssn"; who: "borrower" | "coborrower" }
  | { kind: "asset"; accountId: string }
  | { kind: "funds"; which: "account" | "routing" };

export function parseSensitiveNumberKey(key: string): SensitiveNumberKey | null {
  if (!SENSITIVE_NUMBER_KEY.test(key)) return null;
  const [kind, first] = key.split(":");
  if (kind === "ssn") return { kind, who: first as "borrower" | "coborrower" };
  if (kind === "asset") return { kind, accountId: first as string };
  return { kind: "funds", which: first as "account" | "routing" };
}
