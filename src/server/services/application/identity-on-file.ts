import type { Who } from "@/domain/application/application-steps";
import type { IdentityOnFile } from "@/domain/application/identity-on-file";
import { openSensitive } from "../prequal/sensitive-fields";
import type { ApplicationContext } from "./application-context";

/**
 * The SSN and date of birth on file for one person (decision 027): those the credit was checked
 * with (sealed on the application at the prequal's credit step) first, else those given on step 1
 * (sealed in the section). Opened only to compare and to mask; never answered in clear.
 */
export function identityOnFile(
  ctx: ApplicationContext,
  who: Who,
  sectionSensitive: Record<string, string>,
): IdentityOnFile {
  const checked = openSensitive(ctx.deps.fieldKey, ctx.application.id, ctx.application.sensitiveEncrypted)[
    who
  ];
  return {
    ssn: checked?.ssn ?? sectionSensitive.ssn,
    dateOfBirth: checked?.dateOfBirth ?? sectionSensitive.dateOfBirth,
  };
}
