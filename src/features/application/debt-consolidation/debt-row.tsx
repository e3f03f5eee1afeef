"use client";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type Control, useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import {
  type DebtConsolidationAnswers,
  LIABILITY_ACTIONS,
  OMIT_REASONS,
  omitNeedsStatement,
} from "@/domain/application/liability-decisions";
import type { ReportDebtOnScreen } from "@/domain/application/report-debts";
import { formatMoney } from "@/domain/format/money";
import { MoneyField, SelectField, TextField, YesNoField } from "@/ui/inputs";
import type { DebtConsolidationFields } from "./debt-fields";

type FormControl = Control<DebtConsolidationFields, unknown, DebtConsolidationAnswers>;

function EscrowQuestions({ control, index }: { control: FormControl; index: number }) {
  const t = useTranslations("application-debts.debtConsolidation");
  const base = `decisions.${index}.escrow` as const;
  return (
    <Stack spacing={2}>
      <YesNoField control={control} name={`${base}.taxIncludedInMonthlyPayment`} legend={t("taxIncluded")} />
      <MoneyField
        control={control}
        name={`${base}.monthlyTaxPayment`}
        label={t("monthlyTaxPayment")}
        helperText={t("monthlyTaxPaymentHint")}
      />
      <YesNoField
        control={control}
        name={`${base}.insuranceIncludedInMonthlyPayment`}
        legend={t("insuranceIncluded")}
      />
      <MoneyField
        control={control}
        name={`${base}.monthlyInsurancePayment`}
        label={t("monthlyInsurancePayment")}
        helperText={t("monthlyInsurancePaymentHint")}
      />
    </Stack>
  );
}

/** One debt from the credit report (spec §3 liability) and what the applicant decides for it. */
export function DebtRow({
  control,
  index,
  debt,
}: {
  control: FormControl;
  index: number;
  debt: ReportDebtOnScreen;
}) {
  const t = useTranslations("application-debts.debtConsolidation");
  const action = useWatch({ control, name: `decisions.${index}.action` });
  const reason = useWatch({ control, name: `decisions.${index}.omitReason` });
  const headingId = `debt-${debt.id}`;
  const amounts =
    debt.monthlyPayment === null
      ? t("balanceOnly", { balance: formatMoney(debt.balance) })
      : t("balancePayment", {
          balance: formatMoney(debt.balance),
          payment: formatMoney(debt.monthlyPayment),
        });
  const actions = LIABILITY_ACTIONS.filter((a) => a !== "payOff" || !debt.excludedFromPayoff);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Box>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: "1.125rem" }}>
            {debt.creditor}
          </Typography>
          <Typography sx={{ color: "text.secondary" }}>
            {amounts} · {t(`debtor.${debt.debtor}`)}
          </Typography>
          {debt.isMortgage ? (
            <Typography sx={{ mt: 1 }}>{t(debt.onThisHome ? "onThisHome" : "notOnThisHome")}</Typography>
          ) : null}
          {debt.excludedFromPayoff ? <Typography sx={{ mt: 1 }}>{t("notPayable")}</Typography> : null}
        </Box>
        <SelectField
          control={control}
          name={`decisions.${index}.action`}
          label={t("action")}
          placeholder={t("action")}
          options={actions.map((value) => ({ value, label: t(`actions.${value}`) }))}
        />
        {action === "omit" ? (
          <>
            <SelectField
              control={control}
              name={`decisions.${index}.omitReason`}
              label={t("omitReason")}
              placeholder={t("omitReasonPlaceholder")}
              options={OMIT_REASONS.map((value) => ({ value, label: t(`omitReasons.${value}`) }))}
            />
            {reason === "other" ? (
              <TextField
                control={control}
                name={`decisions.${index}.omitNote`}
                label={t("omitNote")}
                maxLength={200}
              />
            ) : null}
            {omitNeedsStatement(reason) ? (
              <Typography sx={{ color: "text.secondary" }}>{t("omitHint")}</Typography>
            ) : null}
          </>
        ) : null}
        {debt.isMortgage && action !== "omit" ? <EscrowQuestions control={control} index={index} /> : null}
      </Stack>
    </Box>
  );
}
