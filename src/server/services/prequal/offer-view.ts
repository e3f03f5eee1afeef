import type { HelocPricing } from "@/domain/pricing/heloc-offer";
import type { MortgagePricing } from "@/domain/pricing/mortgage-offer";
import { helocPaymentSchedule } from "@/domain/pricing/payment-schedule";
import { answersOf, findCallerApplication, type PrequalCaller, saveProgress } from "./application-store";
import { ineligiblePathOf } from "./decline-application";
import { journeyNext, PrequalError, SIGN_IN_TO_GO_ON, START_AGAIN } from "./prequal-answer";
import type { PrequalDependencies } from "./prequal-dependencies";
import { currentOfferRow, priceApplication } from "./price-application";

async function ownApplication(deps: PrequalDependencies, caller: PrequalCaller) {
  if (!caller.applicantId) throw new PrequalError("UNAUTHORIZED", SIGN_IN_TO_GO_ON);
  const row = await findCallerApplication(deps.db, caller);
  if (!row) throw new PrequalError("NOT_FOUND", START_AGAIN);
  return row;
}

/**
 * prequal.offer: the current offer, priced on the current sheet when none is recorded yet, with
 * the payment schedule for the chosen draw. A declined application answers where to go instead.
 */
export async function offerView(deps: PrequalDependencies, caller: PrequalCaller) {
  let row = await ownApplication(deps, caller);
  if (row.declinedAt) return { declined: true as const, next: await ineligiblePathOf(deps.db, row) };
  if (!row.creditCallId) throw new PrequalError("NOT_FOUND", START_AGAIN);
  let offer = await currentOfferRow(deps, row);
  if (!offer) {
    const priced = await priceApplication(deps, row, caller);
    if (priced.declinedTo) return { declined: true as const, next: priced.declinedTo };
    row = priced.row;
    offer = await currentOfferRow(deps, row);
  }
  if (!offer) throw new PrequalError("NOT_FOUND", START_AGAIN);
  const answers = answersOf(row);
  if (offer.product === "mortgage") {
    const decision = offer.outcome as unknown as Extract<MortgagePricing, { eligible: true }>;
    return {
      declined: false as const,
      product: "mortgage" as const,
      rateSheetVersion: offer.rateSheetVersion,
      pricedAt: offer.createdAt,
      mortgage: decision,
    };
  }
  const decision = offer.outcome as unknown as Extract<HelocPricing, { eligible: true }>;
  const draw = answers.chosenDraw ?? decision.offer.line.value;
  return {
    declined: false as const,
    product: "heloc" as const,
    rateSheetVersion: offer.rateSheetVersion,
    pricedAt: offer.createdAt,
    heloc: decision.offer,
    chosenDraw: draw,
    schedule: helocPaymentSchedule(decision.offer, draw),
  };
}

/** prequal.chooseDraw: a draw among the offer's amounts (or any amount within the line). */
export async function chooseDraw(deps: PrequalDependencies, caller: PrequalCaller, draw: number) {
  const row = await ownApplication(deps, caller);
  const offer = await currentOfferRow(deps, row);
  const line =
    offer && offer.product === "heloc" && offer.eligible
      ? (offer.outcome as unknown as Extract<HelocPricing, { eligible: true }>).offer.line.value
      : null;
  if (line === null) throw new PrequalError("NOT_FOUND", START_AGAIN);
  if (draw > line) throw new PrequalError("BAD_REQUEST", "Choose an amount within your line.", "draw");
  await saveProgress(deps.db, row, { answers: { ...answersOf(row), chosenDraw: draw }, now: deps.now() });
  return offerView(deps, caller);
}

/**
 * prequal.acceptOffer: on to the application (new flow) or the old flow's last step. Accepting
 * again (a second tap, another tab) is refused by `prequalChangeProcedure` and changes nothing.
 */
export async function acceptOffer(deps: PrequalDependencies, caller: PrequalCaller) {
  const row = await ownApplication(deps, caller);
  if (row.declinedAt) return { next: await ineligiblePathOf(deps.db, row) };
  if (!row.creditCallId) return { next: journeyNext(row).path };
  // Nothing to accept before an offer is priced: the person goes back to the step that leads to it.
  if (!(await currentOfferRow(deps, row))?.eligible) return { next: journeyNext(row).path };
  const accepted = await saveProgress(deps.db, row, {
    answers: { ...answersOf(row), offerAccepted: true },
    now: deps.now(),
  });
  const next = journeyNext(accepted);
  await saveProgress(deps.db, accepted, { status: next.status, now: deps.now() });
  await deps.audit(deps.db, {
    actor: caller.actor,
    action: "prequal.offerAccepted",
    subject: `application:${row.id}`,
    details: { offerId: row.currentOfferId },
    address: caller.address,
  });
  return { next: next.path };
}
