import { z } from "zod";
import { LENDING_SYSTEMS, type LendingSystem } from "@/domain/enums/lending-systems";

/** The systems' values, for a schema. */
export const LENDING_SYSTEM_VALUES = LENDING_SYSTEMS.map((s) => s.value) as [
  LendingSystem,
  ...LendingSystem[],
];

/**
 * portal.lendingSystems.choose (decision 105): a partner organisation's lending system, or null to
 * take the lender's setting. The form and the server validate with this one schema.
 */
export const chooseLendingSystemInput = z.object({
  organisationId: z.uuid({ message: "Choose an organisation from the list" }),
  lendingSystem: z
    .enum(LENDING_SYSTEM_VALUES, { message: "Choose a lending system from the list" })
    .nullable(),
});
export type ChooseLendingSystem = z.infer<typeof chooseLendingSystemInput>;

/**
 * The lending system an application is sent to, stamped at submission: its referring partner's
 * where the lender chose one, else the lender's setting.
 */
export function lendingSystemOf(
  partnerChoice: LendingSystem | null | undefined,
  lenderSetting: LendingSystem,
) {
  return partnerChoice ?? lenderSetting;
}
