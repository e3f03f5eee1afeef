"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { payoffTotal } from "@/domain/debts/liability";
import { formatMoney } from "@/domain/format/money";
import { debtsInput } from "@/domain/prequal/step-inputs";
import { cashLeftAtClosing } from "@/domain/pricing/cash-left";
import { useTRPC } from "@/lib/trpc/client";
import { StepLayout } from "@/ui/step-layout";
import { CheckboxList } from "./checkbox-list";
import { JourneyStepScreen, type ReadyJourney } from "./journey-step-screen";
import type { Journey } from "./use-journey";
import { useSaveStep } from "./use-save-step";
import { useStepForm } from "./use-step-form";

type ReportLiability = Journey["reportLiabilities"][number];

interface DebtsFields {
  payoffLiabilityIds: string[];
}

/**
 * Spec §5 payoff total of the debts chosen: the domain's rule (confirmed items only, never a
 * creditor containing "mosaic"), where "confirmed" is "chosen to be paid off here".
 */
export function chosenPayoff(liabilities: readonly ReportLiability[], chosen: readonly string[]): number {
  return payoffTotal(
    liabilities.map((l) => ({ creditor: l.creditor, balance: l.balance, confirmed: chosen.includes(l.id) })),
  );
}

/** The line and its fee from the offer priced at mortgage-select: neither depends on the debts chosen. */
function useLineAtClosing(enabled: boolean): { line: number; originationFee: number } | null {
  const trpc = useTRPC();
  const offer = useQuery({ ...trpc.prequal.offer.queryOptions({ flow: "new" }), enabled });
  const view = offer.data;
  if (!view || view.declined || view.product !== "heloc") return null;
  return { line: view.heloc.line.value, originationFee: view.heloc.originationFee.value };
}

function DebtLabel({ debt, detail }: { debt: ReportLiability; detail: string }) {
  return (
    <Box>
      <Typography component="span" sx={{ display: "block", fontWeight: 600 }}>
        {debt.creditor}
      </Typography>
      <Typography component="span" sx={{ display: "block", color: "text.secondary" }}>
        {detail}
      </Typography>
    </Box>
  );
}

export function DebtsForm({ ready, title }: { ready: ReadyJourney; title: string }) {
  const t = useTranslations("prequal.debts");
  const debts = ready.journey.reportLiabilities;
  const payable = debts.filter((d) => !d.excludedFromPayoff);
  const notPayable = debts.filter((d) => d.excludedFromPayoff);
  const form = useStepForm<DebtsFields, z.output<typeof debtsInput>>(debtsInput, {
    payoffLiabilityIds: (ready.journey.answers.payoffLiabilityIds ?? []).filter((id) =>
      payable.some((d) => d.id === id),
    ),
  });
  const save = useSaveStep(form, "debts", ["payoffLiabilityIds"]);
  const chosen = useWatch({ control: form.control, name: "payoffLiabilityIds" });
  const payoff = chosenPayoff(debts, chosen ?? []);
  const closing = useLineAtClosing(ready.journey.creditPulled);
  // With someone applying too, the report lists both people's accounts: each says whose it is.
  const twoPeople = debts.some((d) => d.debtor === "coborrower" || d.debtor === "joint");
  const detail = (d: ReportLiability) => {
    const amounts =
      d.monthlyPayment === null
        ? t("balance", { balance: formatMoney(d.balance) })
        : t("balancePayment", { balance: formatMoney(d.balance), payment: formatMoney(d.monthlyPayment) });
    return twoPeople && d.debtor ? t("whose", { whose: t(`debtor.${d.debtor}`), amounts }) : amounts;
  };

  return (
    <StepLayout
      title={title}
      description={t("description")}
      step={ready.step}
      back={ready.back}
      onSubmit={form.handleSubmit(() => save.submit(form.getValues()))}
      continueDisabled={!form.formState.isValid}
      submitting={save.submitting}
      error={save.refusal}
    >
      {payable.length > 0 ? (
        <CheckboxList
          control={form.control}
          name="payoffLiabilityIds"
          legend={t("question")}
          items={payable.map((d) => ({ id: d.id, label: <DebtLabel debt={d} detail={detail(d)} /> }))}
          helperText={t("noneHint")}
        />
      ) : (
        <Typography>{t("noDebts")}</Typography>
      )}
      {notPayable.length > 0 ? (
        <Box component="section" aria-labelledby="debts-not-payable">
          <Typography id="debts-not-payable" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t("notPayableHeading")}
          </Typography>
          <Typography sx={{ color: "text.secondary", mb: 1 }}>{t("notPayableWhy")}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {notPayable.map((d) => (
              <li key={d.id}>
                {d.creditor}: {formatMoney(d.balance)}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Box role="status" sx={{ borderTop: 1, borderColor: "divider", pt: 2 }}>
        <Typography sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
          {t("total", { total: formatMoney(payoff) })}
        </Typography>
        {closing ? (
          <>
            <Typography sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
              {t("cashLeft", { cash: formatMoney(cashLeftAtClosing({ ...closing, payoffTotal: payoff })) })}
            </Typography>
            <Typography sx={{ color: "text.secondary" }}>
              {t("cashLeftHow", {
                line: formatMoney(closing.line),
                fee: formatMoney(closing.originationFee),
              })}
            </Typography>
          </>
        ) : (
          <Typography sx={{ color: "text.secondary" }}>{t("cashLeftOnOffer")}</Typography>
        )}
      </Box>
    </StepLayout>
  );
}

/** Spec §2 /prequal/debts: debts to pay off at closing from the line, with the payoff total as they choose. */
export function DebtsStep() {
  const t = useTranslations("prequal.debts");
  return (
    <JourneyStepScreen slug="debts" title={t("title")}>
      {(ready) => <DebtsForm ready={ready} title={t("title")} />}
    </JourneyStepScreen>
  );
}
