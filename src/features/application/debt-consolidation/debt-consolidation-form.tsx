"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import {
  type DebtConsolidationAnswers,
  debtConsolidationInputFor,
} from "@/domain/application/liability-decisions";
import type { ReportDebtOnScreen } from "@/domain/application/report-debts";
import { formatMoney } from "@/domain/format/money";
import { schemaResolver } from "@/ui/form-resolver";
import type { StepFrame, UseStepSave } from "../shared/step-frame";
import { AddedDebtRow } from "./added-debt-row";
import {
  type DebtConsolidationFields,
  debtConsolidationDefaults,
  NEW_DEBT,
  payoffAsChosen,
} from "./debt-fields";
import { DebtRow } from "./debt-row";

/**
 * Spec §4 debtConsolidation: each debt of the credit report kept, paid off at closing or left out
 * with a reason; debts the report missed; a mortgage's taxes and insurance; the payoff total as
 * chosen (spec §5). The server re-prices the offer on save.
 */
export function DebtConsolidationForm({
  debts,
  answers,
  hasCoborrower,
  offer,
  frame,
  version,
  useSave,
}: {
  debts: ReportDebtOnScreen[];
  answers: DebtConsolidationAnswers;
  hasCoborrower: boolean;
  /** The offer as priced now: its line and the cash left after the payoffs saved. */
  offer: { line: number; payoffTotal: number; cashLeft: number | null } | null;
  frame: StepFrame;
  /** The version of the answers loaded (0 when never saved). */
  version: number;
  useSave: UseStepSave<DebtConsolidationFields, DebtConsolidationAnswers>;
}) {
  const t = useTranslations("application-debts.debtConsolidation");
  const form = useForm<DebtConsolidationFields, unknown, DebtConsolidationAnswers>({
    resolver: schemaResolver<DebtConsolidationFields, DebtConsolidationAnswers>(
      debtConsolidationInputFor(debts),
    ),
    defaultValues: debtConsolidationDefaults(debts, answers),
    mode: "onTouched",
  });
  const save = useSave(form, version);
  const { control } = form;
  const added = useFieldArray({ control, name: "added" });
  const values = useWatch({ control }) as Partial<DebtConsolidationFields>;
  return frame({
    title: t("title"),
    description: t("description"),
    onSubmit: form.handleSubmit((chosen) => save.submit(chosen)),
    submitting: save.submitting,
    error: save.refusal,
    stale: save.stale,
    children: (
      <>
        {debts.length === 0 ? <Typography>{t("noDebts")}</Typography> : null}
        {debts.map((debt, i) => (
          <DebtRow key={debt.id} control={control} index={i} debt={debt} />
        ))}
        <Box component="section" aria-labelledby="added-debts-heading">
          <Typography
            id="added-debts-heading"
            component="h2"
            sx={{ fontWeight: 700, fontSize: "1.125rem", mb: 1 }}
          >
            {t("addedHeading")}
          </Typography>
          <Stack spacing={2}>
            {added.fields.map((field, i) => (
              <AddedDebtRow
                key={field.id}
                control={control}
                index={i}
                hasCoborrower={hasCoborrower}
                onRemove={() => added.remove(i)}
              />
            ))}
          </Stack>
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => added.append({ ...NEW_DEBT })}>
            {t("addDebt")}
          </Button>
        </Box>
        <Box sx={{ borderTop: 1, borderColor: "divider", pt: 2 }}>
          <Typography role="status" sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
            {t("total", { total: formatMoney(payoffAsChosen(debts, values)) })}
          </Typography>
          {offer ? (
            <Typography sx={{ mt: 1 }}>
              {offer.cashLeft === null
                ? t("offerNowLoan", { line: formatMoney(offer.line), payoff: formatMoney(offer.payoffTotal) })
                : t("offerNow", {
                    line: formatMoney(offer.line),
                    payoff: formatMoney(offer.payoffTotal),
                    cashLeft: formatMoney(offer.cashLeft),
                  })}
            </Typography>
          ) : null}
          <Typography sx={{ color: "text.secondary" }}>{t("offerChanges")}</Typography>
        </Box>
      </>
    ),
  });
}
