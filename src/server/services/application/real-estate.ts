import { randomUUID } from "node:crypto";
import type { StoredAssetAccount } from "@/domain/application/assets";
import { rentNoLongerApplies, rentsWithoutProperty } from "@/domain/application/later-answers";
import { otherIncomeOutput, type RentalProperty } from "@/domain/application/other-income";
import {
  type OwnedPropertyDraft,
  type RealEstateAnswers,
  realEstateFromCreditReport,
  realEstateInputFor,
} from "@/domain/application/real-estate-owned";
import type { CreditReport } from "@/domain/debts/credit-report";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { resultOfCall } from "@/server/services/prequal/outside-calls";
import type { ApplicationContext } from "./application-context";
import { ApplicationError } from "./application-error";
import {
  AccountNumberMissing,
  accountsToKeep,
  propertiesWithIds,
  type RealEstateData,
} from "./real-estate-records";
import { rentalPropertiesOf } from "./rental-properties";
import { saveApplicationStep } from "./save-application-step";
import { readSection, readSections } from "./section-store";

/** Step 3 is filled once for the whole application (decision 028). */
const OWNER = "application" as const;

async function sectionOf(ctx: ApplicationContext) {
  return readSection<RealEstateData>(ctx.deps.db, ctx.deps.fieldKey, ctx.application.id, "realEstate", OWNER);
}

/** The report's properties other than the home this loan is for (step 2's subject property). */
async function reportProperties(ctx: ApplicationContext): Promise<OwnedPropertyDraft[]> {
  const report = await resultOfCall<CreditReport>(ctx.deps, ctx.application.creditCallId);
  return realEstateFromCreditReport(report, (ctx.application.answers as PrequalAnswers).address);
}

/**
 * application.realEstate.get: the answers saved, or before the first save the credit report's
 * properties for the applicant to confirm. Accounts show their last four digits only.
 */
export async function realEstateView(ctx: ApplicationContext) {
  const [section, fromReport] = await Promise.all([sectionOf(ctx), reportProperties(ctx)]);
  const reportIds = new Set(fromReport.map((p) => p.propertyId));
  const properties = section.data
    ? (section.data.properties ?? []).map((p) => ({ ...p, fromCreditReport: reportIds.has(p.propertyId) }))
    : fromReport.map((p) => ({ ...p, fromCreditReport: true }));
  const assets: StoredAssetAccount[] = section.data?.assets ?? [];
  return {
    version: section.version,
    product: ctx.application.product,
    prefilled: section.data === null,
    answers: { properties, assets },
  };
}

/**
 * application.realEstate.save: checked with the product's rule on accounts, each property with an
 * id of its own, account numbers sealed apart, the report's properties taken off the list noted.
 */
export async function saveRealEstate(
  ctx: ApplicationContext,
  input: { version: number; answers: RealEstateAnswers },
) {
  const checked = realEstateInputFor(ctx.application.product).safeParse(input.answers);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    throw new ApplicationError(
      "BAD_REQUEST",
      issue?.message ?? "Check your answers",
      ["answers", ...(issue?.path ?? [])].join("."),
    );
  }
  const answers = checked.data;
  const [previous, fromReport] = await Promise.all([sectionOf(ctx), reportProperties(ctx)]);
  const reportIds = fromReport.map((p) => p.propertyId);
  const known = new Set([...reportIds, ...(previous.data?.properties.map((p) => p.propertyId) ?? [])]);
  const properties = propertiesWithIds(answers.properties, known, () => `own-${randomUUID()}`);
  let kept: ReturnType<typeof accountsToKeep>;
  try {
    kept = accountsToKeep(answers.assets, previous.sensitive, () => `acct-${randomUUID()}`);
  } catch (error) {
    if (!(error instanceof AccountNumberMissing)) throw error;
    throw new ApplicationError("BAD_REQUEST", error.message, `answers.assets.${error.index}.accountNumber`);
  }
  const listed = new Set(properties.map((p) => p.propertyId));
  const data: RealEstateData = {
    properties,
    assets: kept.assets,
    removedReportPropertyIds: reportIds.filter((id) => !listed.has(id)),
  };
  const rentedBefore = await rentalPropertiesOf(ctx);
  const saved = await saveApplicationStep(
    ctx,
    { step: "realEstate", who: OWNER, version: input.version, data, sensitive: kept.sensitive },
    (tx) => rentNotices({ ...ctx, deps: { ...ctx.deps, db: tx } }, rentedBefore),
  );
  return { ...saved, notices: [...saved.notices, ...saved.followUp] };
}

/**
 * A property removed or sold here that a rent on other income comes from: the rent is kept but
 * left out of the income (summary, document rules) until the applicant changes it (decision 037).
 */
async function rentNotices(ctx: ApplicationContext, before: readonly RentalProperty[]): Promise<string[]> {
  const after = await rentalPropertiesOf(ctx);
  const sections = await readSections(ctx.deps.db, ctx.application.id);
  return sections
    .filter((s) => s.section === "otherIncome")
    .flatMap((s) => {
      const income = otherIncomeOutput.safeParse(s.data).data;
      if (!income) return [];
      const wasStale = new Set(rentsWithoutProperty(income, before));
      const lost = rentsWithoutProperty(income, after).filter((rent) => !wasStale.has(rent));
      const labels = [
        ...new Set(lost.map((rent) => before.find((p) => p.propertyId === rent.propertyId)?.label)),
      ];
      return labels.map((label) => rentNoLongerApplies(label ?? "a property", s.who));
    });
}
