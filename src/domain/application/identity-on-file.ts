import { formatYearMonthDay } from "../format/date";
import { formatSsnMasked } from "../format/ssn";

/**
 * Decision 027: the SSN and date of birth a person's credit was checked with are the person the
 * application is about. Step 1 shows them back (the SSN masked) and keeps them; a different one is
 * refused with a sentence, never swapped in silently.
 */

/** What is on file for one person: the SSN's 9 digits and the date of birth as YYYY-MM-DD. */
export type IdentityOnFile = { ssn?: string; dateOfBirth?: string };

/** What step 1 was given this time (already read by the schema: 9 digits, a UTC date). */
export type IdentityEntered = { ssn?: string; dateOfBirth?: Date };

export type IdentityDecision =
  | { ok: true; toSeal: { ssn: string; dateOfBirth: string } | null }
  | { ok: false; field: "ssn" | "dateOfBirth"; reason: string };

/** Reads what to keep: the values on file, or the ones entered when none are on file yet. */
export function decideIdentity(onFile: IdentityOnFile, entered: IdentityEntered): IdentityDecision {
  const dateOfBirth = entered.dateOfBirth ? formatYearMonthDay(entered.dateOfBirth) : undefined;
  if (onFile.ssn && entered.ssn && entered.ssn !== onFile.ssn)
    return {
      ok: false,
      field: "ssn",
      reason: `This is not the Social Security number we checked your credit with (${formatSsnMasked(onFile.ssn)}). If that one is wrong, contact us to correct it: it can't be changed here`,
    };
  if (onFile.dateOfBirth && dateOfBirth && dateOfBirth !== onFile.dateOfBirth)
    return {
      ok: false,
      field: "dateOfBirth",
      reason:
        "This is not the date of birth we checked your credit with. If that one is wrong, contact us to correct it: it can't be changed here",
    };
  const ssn = onFile.ssn ?? entered.ssn;
  const birth = onFile.dateOfBirth ?? dateOfBirth;
  if (!ssn) return { ok: false, field: "ssn", reason: "Enter your Social Security number" };
  if (!birth) return { ok: false, field: "dateOfBirth", reason: "Enter your date of birth as MM/DD/YYYY" };
  const changed = ssn !== onFile.ssn || birth !== onFile.dateOfBirth;
  return { ok: true, toSeal: changed ? { ssn, dateOfBirth: birth } : null };
}

/** What the screen may know of the values on file: the masked SSN, and whether a birth date is there. */
export function identityView(onFile: IdentityOnFile): { ssnMasked: string | null; hasDateOfBirth: boolean } {
  return {
    ssnMasked: onFile.ssn ? formatSsnMasked(onFile.ssn) : null,
    hasDateOfBirth: Boolean(onFile.dateOfBirth),
  };
}
