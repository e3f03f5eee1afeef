import { type IdentityRetyped, identityChangeAfterPull } from "@/domain/prequal/identity-after-pull";
import { type ApplicationRow, answersOf } from "./application-store";
import { PrequalError } from "./prequal-answer";
import type { PrequalDependencies } from "./prequal-dependencies";
import { openSensitive } from "./sensitive-fields";

/**
 * Decision 067: once the borrower's credit is pulled, a step that names the borrower again must name
 * the same person; another one is refused with the domain's sentence and nothing is saved.
 */
export function refuseAnotherPerson(
  deps: Pick<PrequalDependencies, "fieldKey">,
  row: ApplicationRow,
  retyped: IdentityRetyped,
): void {
  if (!row.creditCallId) return;
  const borrower = answersOf(row).borrower;
  const sealed = openSensitive(deps.fieldKey, row.id, row.sensitiveEncrypted).borrower;
  const refusal = identityChangeAfterPull(
    { firstName: borrower?.firstName, lastName: borrower?.lastName, ...sealed },
    retyped,
  );
  if (refusal) throw new PrequalError("BAD_REQUEST", refusal.reason, refusal.field);
}
