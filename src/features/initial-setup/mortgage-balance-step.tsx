"use client";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Typography from "@mui/material/Typography";
import { Controller } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { formatMoney } from "@/domain/format/money";
import { mortgageSelectInput } from "@/domain/prequal/step-inputs";
import { StepLayout } from "@/ui/step-layout";
import type { Journey } from "./initial-setup-api";
import { type ReadyStep, StepGate } from "./step-gate";
import { layoutOf, useSavedStepForm } from "./use-saved-step-form";

type ReportMortgage = Journey["reportMortgages"][number];

/**
 * Spec §2 mortgage-balance (landing step 11 in A, 10 in B): which of the credit report's mortgages
 * are liens on this home. Until answered, the ones the report ties to the home are ticked (what the
 * offer was first priced with); when the report ties none to it, every one is: counting a lien that
 * is not there lowers the offer, leaving one out would promise equity that is not there.
 */
export function mortgagesTickedAtFirst(mortgages: readonly ReportMortgage[]): string[] {
  const onThisHome = mortgages.filter((m) => m.onThisHome);
  return (onThisHome.length > 0 ? onThisHome : mortgages).map((m) => m.id);
}

export function MortgageBalanceStep() {
  const t = useTranslations("initialSetup.mortgageBalance");
  return (
    <StepGate slug="mortgage-balance" title={t("title")}>
      {(step) => <MortgageBalanceForm step={step} />}
    </StepGate>
  );
}

function MortgageBalanceForm({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.mortgageBalance");
  const mortgages = step.journey.reportMortgages;
  const chosen = step.journey.answers.selectedMortgageIds ?? mortgagesTickedAtFirst(mortgages);
  const { form, ...submit } = useSavedStepForm<
    { mortgageIds: string[] },
    z.infer<typeof mortgageSelectInput>
  >("mortgage-balance", mortgageSelectInput, { mortgageIds: chosen });
  return (
    <StepLayout
      title={t("title")}
      description={mortgages.length > 0 ? t("description") : undefined}
      {...layoutOf(step, form, submit)}
    >
      {mortgages.length === 0 ? (
        <Typography>{t("none")}</Typography>
      ) : (
        <Controller
          control={form.control}
          name="mortgageIds"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend" sx={{ mb: 1 }}>
                {t("legend")}
              </FormLabel>
              <FormGroup>
                {mortgages.map((mortgage) => (
                  <FormControlLabel
                    key={mortgage.id}
                    sx={{ alignItems: "flex-start", py: 1 }}
                    control={
                      <Checkbox
                        sx={{ mt: -0.75 }}
                        checked={field.value.includes(mortgage.id)}
                        onBlur={field.onBlur}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, mortgage.id]
                              : field.value.filter((id) => id !== mortgage.id),
                          )
                        }
                      />
                    }
                    label={<MortgageLabel mortgage={mortgage} />}
                  />
                ))}
              </FormGroup>
            </FormControl>
          )}
        />
      )}
    </StepLayout>
  );
}

function MortgageLabel({ mortgage }: { mortgage: ReportMortgage }) {
  const t = useTranslations("initialSetup.mortgageBalance");
  const details = [
    t("balance", { balance: formatMoney(mortgage.balance) }),
    mortgage.monthlyPayment === null ? null : t("monthly", { payment: formatMoney(mortgage.monthlyPayment) }),
    mortgage.dateOpened === null ? null : t("opened", { date: new Date(mortgage.dateOpened) }),
  ].filter(Boolean);
  return (
    <span>
      <Typography component="span" sx={{ display: "block", fontWeight: 600 }}>
        {mortgage.creditor}
      </Typography>
      <Typography component="span" sx={{ display: "block", color: "text.secondary" }}>
        {details.join(" · ")}
      </Typography>
    </span>
  );
}
