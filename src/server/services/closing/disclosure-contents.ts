import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  type DisclosureContent,
  helocProgramContent,
  loanEstimateContent,
} from "@/domain/closing/disclosure-content";
import { type DisclosureKind, disclosuresFor } from "@/domain/closing/disclosure-documents";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import type { HelocPricing } from "@/domain/pricing/heloc-offer";
import type { MortgagePricing } from "@/domain/pricing/mortgage-offer";
import type { Database } from "@/server/db/client";
import type { ApplicationContext } from "../application/application-context";
import { ApplicationError } from "../application/application-error";
import { currentOfferRow } from "../prequal/price-application";
import { rateSheetVersion } from "../prequal/rate-sheet-store";

const NO_OFFER = "We couldn’t find the offer you accepted. Contact us and we’ll prepare your disclosures.";
const PURPOSES: Record<string, string> = {
  purchase: "Purchase",
  cashOut: "Refinance with cash out",
  rateTerm: "Refinance",
};

/** The brochure summary's text (content/disclosures), read when the disclosures are delivered. */
const brochureText = () =>
  readFile(path.join(process.cwd(), "content/disclosures/heloc-brochure-summary.md"), "utf8");

/**
 * The contents of the disclosures at application, from the current offer and its rate sheet:
 * each kept with the delivery, so the document is printed again byte for byte from them.
 */
export async function disclosureContents(
  db: Database,
  ctx: ApplicationContext,
  deliveredAt: Date,
): Promise<{ kind: DisclosureKind; content: DisclosureContent }[]> {
  const { application } = ctx;
  const offer = await currentOfferRow({ db }, application);
  if (!offer?.eligible) throw new ApplicationError("NOT_FOUND", NO_OFFER);
  const answers = application.answers as PrequalAnswers;
  const names = [answers.borrower, answers.withCoborrower ? answers.coborrower : undefined]
    .filter((p) => p?.firstName)
    .map((p) => `${p?.firstName} ${p?.lastName ?? ""}`.trim());
  const heading = {
    reference: application.id,
    preparedOn: deliveredAt.toISOString().slice(0, 10),
    borrowerNames: names,
    rateSheetVersion: offer.rateSheetVersion,
  };
  const kinds = disclosuresFor(offer.product);
  if (offer.product === "mortgage") {
    const { offers } = offer.outcome as unknown as Extract<MortgagePricing, { eligible: true }>;
    const [first] = offers;
    if (!first) throw new ApplicationError("NOT_FOUND", NO_OFFER);
    const purpose = PURPOSES[answers.mortgagePurpose ?? "rateTerm"] ?? "Refinance";
    return kinds.map((kind) => ({ kind, content: loanEstimateContent(heading, first, purpose) }));
  }
  const { offer: heloc } = offer.outcome as unknown as Extract<HelocPricing, { eligible: true }>;
  const sheet = await rateSheetVersion(db, offer.rateSheetVersion);
  if (!sheet) throw new ApplicationError("NOT_FOUND", NO_OFFER);
  const program = helocProgramContent(heading, heloc, {
    indexName: sheet.heloc.index.name,
    indexRate: sheet.heloc.index.rate,
    minimumLine: sheet.heloc.line.min,
  });
  const text = await brochureText();
  return kinds.map((kind) => ({
    kind,
    content: kind === "helocBrochure" ? { ...heading, kind, text } : program,
  }));
}
