"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslations } from "use-intl";
import type { MortgageOfferView, MortgageProduct } from "./api-types";
import { ExplainedNumber } from "./explained-number";
import { formatAmount, formatRate } from "./offer-numbers";

/**
 * A mortgage offer (issue 8): the amount borrowed, then each product the sheet prices (30-year and
 * 15-year fixed, 7/6 ARM) with its rate, APR, principal and interest, estimated taxes and insurance
 * and the total a month, each expandable.
 */
export function MortgageOfferDetails({ view }: { view: MortgageOfferView }) {
  const t = useTranslations("offer");
  const products = view.mortgage.offers;
  const first = products[0];
  return (
    <>
      {first ? (
        <ExplainedNumber
          label={t("mortgage.loanAmount")}
          value={formatAmount(first.loanAmount.value)}
          derivation={first.loanAmount.derivation}
          emphasis
        />
      ) : null}
      {products.map((product) => (
        <MortgageProductCard key={product.productId} product={product} />
      ))}
    </>
  );
}

function MortgageProductCard({ product }: { product: MortgageProduct }) {
  const t = useTranslations("offer");
  const headingId = useId();
  const perMonth = (amount: number) => t("perMonth", { amount: formatAmount(amount) });
  const arm = product.adjustable;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: "divider", borderRadius: 2, px: { xs: 2, sm: 3 }, pt: 2 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1.375rem" }}>
        {product.label}
      </Typography>
      {arm ? (
        <Typography sx={{ color: "text.secondary", mt: 0.5 }}>
          {t("mortgage.armNote", {
            fixedYears: arm.fixedYears,
            months: arm.adjustEveryMonths,
            maxRate: formatRate(arm.maxRate),
          })}
        </Typography>
      ) : null}
      <ExplainedNumber
        label={t("mortgage.rate")}
        value={formatRate(product.rate.value)}
        derivation={product.rate.derivation}
      />
      <ExplainedNumber
        label={t("mortgage.apr")}
        value={formatRate(product.apr.value)}
        derivation={product.apr.derivation}
      />
      <ExplainedNumber
        label={t("mortgage.principalAndInterest")}
        value={perMonth(product.principalAndInterest.value)}
        derivation={product.principalAndInterest.derivation}
      />
      <ExplainedNumber
        label={t("mortgage.taxes")}
        value={perMonth(product.monthlyTaxes.value)}
        derivation={product.monthlyTaxes.derivation}
      />
      <ExplainedNumber
        label={t("mortgage.insurance")}
        value={perMonth(product.monthlyInsurance.value)}
        derivation={product.monthlyInsurance.derivation}
      />
      {product.monthlyMortgageInsurance.value > 0 ? (
        <ExplainedNumber
          label={t("mortgage.mortgageInsurance")}
          value={perMonth(product.monthlyMortgageInsurance.value)}
          derivation={product.monthlyMortgageInsurance.derivation}
        />
      ) : null}
      <ExplainedNumber
        label={t("mortgage.total")}
        value={perMonth(product.totalMonthlyPayment.value)}
        derivation={product.totalMonthlyPayment.derivation}
        emphasis
      />
    </Box>
  );
}
