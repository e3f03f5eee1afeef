import { decideIdentity, type IdentityOnFile } from "../application/identity-on-file";

/** The person the soft pull was made for: the name the bureau was asked about, and the sealed SSN and birth date. */
export type PulledIdentity = IdentityOnFile & { firstName?: string; lastName?: string };

/** What a step was given this time (the name step gives only the name, the old flow's credit-score step no name). */
export type IdentityRetyped = { firstName?: string; lastName?: string; ssn?: string; dateOfBirth?: Date };

export type IdentityRefusal = { field: "firstName" | "lastName" | "ssn" | "dateOfBirth"; reason: string };

const folded = (name: string | undefined) => (name ?? "").trim().replace(/\s+/g, " ").toLowerCase();
const sameName = (pulled: string | undefined, retyped: string | undefined) =>
  retyped === undefined || folded(pulled) === folded(retyped);

const NAME_CHECKED =
  "This is not the name we checked your credit with. If that one is wrong, contact us to correct it: it can’t be changed here";

/**
 * Issue 19 (decision 067, after decision 027): the credit check was made for one person, and the
 * offer, the identity check and the decision are theirs. Once it is made, the credit step may be
 * sent again (income, phone) but not for someone else: another name, SSN or date of birth is
 * refused with a sentence, never swapped in under the first person's check. Case and spacing of a
 * name don't count as another name.
 */
export function identityChangeAfterPull(
  pulled: PulledIdentity,
  retyped: IdentityRetyped,
): IdentityRefusal | null {
  if (!sameName(pulled.firstName, retyped.firstName)) return { field: "firstName", reason: NAME_CHECKED };
  if (!sameName(pulled.lastName, retyped.lastName)) return { field: "lastName", reason: NAME_CHECKED };
  const kept = decideIdentity(pulled, retyped);
  return kept.ok ? null : { field: kept.field, reason: kept.reason };
}
