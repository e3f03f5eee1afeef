import { interestOnlyPayment, monthlyPayment } from "./amortization";
import type { HelocOffer } from "./heloc-offer";

export type PaymentSchedulePoint = { year: number; phase: "draw" | "repayment"; monthlyPayment: number };

/**
 * A HELOC's monthly payment year by year, for the payment chart and its table: interest only on the
 * amount drawn through the draw years, then that amount repaid with interest over the repayment
 * years (10 + 20 = 30 years on the default sheet). The rate is held at today's; it follows the index.
 * The amount drawn is kept between $0 and the line.
 */
export function helocPaymentSchedule(
  offer: Pick<HelocOffer, "line" | "rate" | "drawYears" | "repaymentYears">,
  drawAmount: number,
): PaymentSchedulePoint[] {
  const amount = Math.min(Math.max(0, drawAmount), offer.line.value);
  const rate = offer.rate.value;
  const draw = interestOnlyPayment(amount, rate);
  const repay = monthlyPayment(amount, rate, offer.repaymentYears * 12);
  return Array.from({ length: offer.drawYears + offer.repaymentYears }, (_, i) =>
    i < offer.drawYears
      ? { year: i + 1, phase: "draw", monthlyPayment: draw }
      : { year: i + 1, phase: "repayment", monthlyPayment: repay },
  );
}
