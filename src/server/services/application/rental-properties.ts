import type { RentalProperty } from "@/domain/application/other-income";
import type { CreditReport } from "@/domain/debts/credit-report";
import { resultOfCall } from "@/server/services/prequal/outside-calls";
import type { ApplicationContext } from "./application-context";
import { readSection } from "./section-store";

type Address = { line1?: string; city?: string; state?: string } | null | undefined;

const labelOf = (address: Address, fallback: string) =>
  address?.line1 ? [address.line1, address.city, address.state].filter(Boolean).join(", ") : fallback;

/**
 * The properties rent can come from: those the credit report shows the applicant owning, and any
 * the applicant added on step 3 (read loosely: the step's own service owns its shape, and a
 * property there has `propertyId` and `address`).
 */
export async function rentalPropertiesOf(ctx: ApplicationContext): Promise<RentalProperty[]> {
  const report = await resultOfCall<CreditReport>(ctx.deps, ctx.application.creditCallId);
  const owned = (report?.propertyOwnership ?? []).map((p, i) => ({
    propertyId: p.propertyId,
    label: labelOf(p.property?.address, `Property ${i + 1}`),
  }));
  const realEstate = await readSection<{ properties?: { propertyId?: unknown; address?: Address }[] }>(
    ctx.deps.db,
    ctx.deps.fieldKey,
    ctx.application.id,
    "realEstate",
    "application",
  );
  const added = (realEstate.data?.properties ?? []).flatMap((p, i) =>
    typeof p.propertyId === "string"
      ? [{ propertyId: p.propertyId, label: labelOf(p.address, `Property ${owned.length + i + 1}`) }]
      : [],
  );
  const seen = new Set<string>();
  return [...owned, ...added].filter((p) => !seen.has(p.propertyId) && Boolean(seen.add(p.propertyId)));
}
