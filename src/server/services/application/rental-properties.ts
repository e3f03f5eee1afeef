import type { RentalProperty } from "@/domain/application/other-income";
import { isSameProperty } from "@/domain/application/real-estate-owned";
import type { CreditReport } from "@/domain/debts/credit-report";
import type { PostalAddress } from "@/domain/ports/person";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { resultOfCall } from "@/server/services/prequal/outside-calls";
import type { ApplicationContext } from "./application-context";
import type { RealEstateData } from "./real-estate-records";
import { readSection } from "./section-store";

const labelOf = (address: PostalAddress | null | undefined, fallback: string) =>
  address?.line1 ? [address.line1, address.city, address.state].filter(Boolean).join(", ") : fallback;

/**
 * The properties rent can come from, by the ids the document rules use (spec §9 rental agreements
 * per property): the home this loan is for, when the credit report shows it owned, and the other
 * properties as step 3 keeps them (not the sold ones), or as the report shows them before step 3
 * is saved.
 */
export async function rentalPropertiesOf(ctx: ApplicationContext): Promise<RentalProperty[]> {
  const report = await resultOfCall<CreditReport>(ctx.deps, ctx.application.creditCallId);
  const subjectAddress = (ctx.application.answers as PrequalAnswers).address;
  const reported = report?.propertyOwnership ?? [];
  const subject = reported.find((p) => isSameProperty(p.property?.address, subjectAddress));
  const realEstate = await readSection<Partial<RealEstateData>>(
    ctx.deps.db,
    ctx.deps.fieldKey,
    ctx.application.id,
    "realEstate",
    "application",
  );
  const others = realEstate.data?.properties
    ? realEstate.data.properties
        .filter((p) => p.status !== "sold" && typeof p.propertyId === "string")
        .map((p) => ({ propertyId: p.propertyId as string, address: p.address as PostalAddress }))
    : reported
        .filter((p) => p !== subject)
        .map((p) => ({ propertyId: p.propertyId, address: p.property?.address }));
  const list: RentalProperty[] = [
    ...(subject
      ? [
          {
            propertyId: subject.propertyId,
            label: labelOf(subject.property?.address, "The home this loan is for"),
          },
        ]
      : []),
    ...others.map((p, i) => ({ propertyId: p.propertyId, label: labelOf(p.address, `Property ${i + 1}`) })),
  ];
  const seen = new Set<string>();
  return list.filter((p) => !seen.has(p.propertyId) && Boolean(seen.add(p.propertyId)));
}
