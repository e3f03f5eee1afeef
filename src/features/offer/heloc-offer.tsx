"use client";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useId } from "react";
import { useTranslations } from "use-intl";
import type { HelocOfferView } from "./api-types";
import { ExplainedNumber } from "./explained-number";
import { formatAmount, formatRate } from "./offer-numbers";
import { PaymentChart } from "./payment-chart";

/**
 * A HELOC offer (issue 8, docs/design.md §4): the line, its variable rate (prime + margin) and APR, the
 * origination fee when there is one, the first draw to choose and its payments in both periods, the
 * debts paid at closing and the cash left, each expandable, then the payments over the line's life.
 */
export function HelocOfferDetails({
  view,
  chosenDraw,
  onChooseDraw,
  choosing,
}: {
  view: HelocOfferView;
  /** The draw shown as chosen (the person's pick while it is being saved). */
  chosenDraw: number;
  onChooseDraw: (amount: number) => void;
  choosing: boolean;
}) {
  const t = useTranslations("offer");
  const offer = view.heloc;
  const hintId = useId();
  const option = offer.drawOptions.find((o) => o.amount === chosenDraw) ?? offer.drawOptions.at(-1);
  const drawYears = { first: 1, last: offer.drawYears };
  const repaymentYears = { first: offer.drawYears + 1, last: offer.drawYears + offer.repaymentYears };

  return (
    <>
      <Box>
        <ExplainedNumber
          label={t("heloc.line")}
          value={formatAmount(offer.line.value)}
          derivation={offer.line.derivation}
          emphasis
        />
        <ExplainedNumber
          label={t("heloc.rate")}
          value={formatRate(offer.rate.value)}
          note={t("heloc.rateNote", { maxRate: formatRate(offer.maxRate) })}
          derivation={offer.rate.derivation}
        />
        <ExplainedNumber
          label={t("heloc.apr")}
          value={formatRate(offer.apr.value)}
          note={t("heloc.aprNote")}
          derivation={offer.apr.derivation}
        />
        {offer.originationFee.value > 0 ? (
          <ExplainedNumber
            label={t("heloc.originationFee")}
            value={formatAmount(offer.originationFee.value)}
            note={t("heloc.originationFeeNote", { rate: formatRate(offer.originationFeeRate) })}
            derivation={offer.originationFee.derivation}
          />
        ) : null}
      </Box>

      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ fontWeight: 700, color: "text.primary", mb: 1 }}>
          {t("heloc.drawLegend")}
        </FormLabel>
        <FormHelperText id={hintId} sx={{ mx: 0, mb: 1, fontSize: "0.9375rem" }}>
          {t("heloc.drawHint", { line: formatAmount(offer.line.value) })}
        </FormHelperText>
        <RadioGroup
          name="draw"
          value={String(option?.amount ?? chosenDraw)}
          onChange={(_, value) => onChooseDraw(Number(value))}
          aria-describedby={hintId}
        >
          {offer.drawOptions.map((o) => (
            <FormControlLabel
              key={o.amount}
              value={String(o.amount)}
              control={<Radio />}
              label={
                o.amount === offer.line.value
                  ? t("heloc.drawWhole", { amount: formatAmount(o.amount) })
                  : formatAmount(o.amount)
              }
            />
          ))}
        </RadioGroup>
      </FormControl>

      {option ? (
        <Box aria-busy={choosing || undefined}>
          <ExplainedNumber
            label={t("heloc.drawPayment", drawYears)}
            value={t("perMonth", { amount: formatAmount(option.drawPeriodPayment.value) })}
            note={t("heloc.drawPaymentNote", { years: offer.drawYears })}
            derivation={option.drawPeriodPayment.derivation}
          />
          <ExplainedNumber
            label={t("heloc.repaymentPayment", repaymentYears)}
            value={t("perMonth", { amount: formatAmount(option.repaymentPeriodPayment.value) })}
            note={t("heloc.repaymentPaymentNote", { years: offer.repaymentYears })}
            derivation={option.repaymentPeriodPayment.derivation}
          />
          {offer.payoffTotal > 0 ? (
            <ExplainedNumber
              label={t("heloc.payoffTotal")}
              value={formatAmount(offer.payoffTotal)}
              note={offer.payoffExceedsLine ? t("heloc.payoffExceedsLine") : undefined}
              derivation={offer.cashLeft.derivation.filter((line) => line.key !== "cashLeft")}
            />
          ) : null}
          <ExplainedNumber
            label={t("heloc.cashLeft")}
            value={formatAmount(offer.cashLeft.value)}
            derivation={offer.cashLeft.derivation}
          />
        </Box>
      ) : null}

      <PaymentChart schedule={view.schedule} />
    </>
  );
}
