"use client";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import {
  type DisbursementInput,
  disbursementFormFor,
  type DisbursementForm as Fields,
} from "@/domain/closing/disbursement-input";
import { helocFundsSummary } from "@/domain/closing/funds-summary";
import { formatMoney, parseMoney } from "@/domain/format/money";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { schemaResolver } from "@/ui/form-resolver";
import { AccountNumberField, MoneyField, RoutingNumberField, SelectField, TextField } from "@/ui/inputs";
import { showRefusal } from "@/ui/server-refusals";
import { ClosingSubmit } from "../closing-submit";
import type { DisbursementView } from "./disbursement-screen";
import { FundsSummaryTable } from "./funds-summary-table";
import { SavedInstruction } from "./saved-instruction";

type Saved = inferRouterOutputs<AppRouter>["disbursement"]["submit"];
type FormFields = { [K in keyof Fields]-?: string };
type FormOutput = Omit<DisbursementInput, "idempotencyKey">;

const FIELDS = [
  "firstDraw",
  "routingNumber",
  "accountNumber",
  "accountNumberAgain",
  "accountType",
  "accountHolder",
] as const;

/** The summary for the draw being typed: the same domain rule the server keeps with the instruction. */
function useLiveSummary(view: DisbursementView, drawText: string) {
  const heloc = view.heloc;
  if (!heloc) return view.fundsSummary;
  const draw = parseMoney(drawText);
  if (!draw.ok || draw.value > heloc.line || draw.value < heloc.leastDraw) return view.fundsSummary;
  const debts = heloc.payoffs.map((p) => ({ ...p, confirmed: true, toBePaidOff: true }));
  return helocFundsSummary({ line: heloc.line, originationFee: heloc.originationFee, debts }, draw.value);
}

/**
 * The first draw (a HELOC) and the bank account, then Submit. The idempotency key is made once
 * for this form and sent with every try, so a double click or a retry after a timeout is one
 * instruction (decision 042); a new form (the page loaded again) makes a new key.
 */
export function DisbursementForm({ view, onSaved }: { view: DisbursementView; onSaved?: () => void }) {
  const t = useTranslations("closing.disbursement");
  const trpc = useTRPC();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [schema] = useState(() =>
    disbursementFormFor(view.heloc ? { line: view.heloc.line, leastDraw: view.heloc.leastDraw } : null),
  );
  const form = useForm<FormFields, unknown, FormOutput>({
    resolver: schemaResolver(schema),
    defaultValues: {
      firstDraw: view.heloc ? formatMoney(view.heloc.suggestedDraw) : "",
      routingNumber: "",
      accountNumber: "",
      accountNumberAgain: "",
      // Most accounts funds go to are checking accounts, in the applicant's own name.
      accountType: "checking",
      accountHolder: view.suggestedAccountHolder,
    },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const submit = useMutation(
    trpc.disbursement.submit.mutationOptions({
      onMutate: () => setRefusal(null),
      onSuccess: (answer) => {
        setSaved(answer);
        onSaved?.();
      },
      onError: (error) => setRefusal(showRefusal(error, form.setError, FIELDS, t("offline"))),
    }),
  );
  const drawText = useWatch({ control: form.control, name: "firstDraw" });
  const summary = useLiveSummary(view, drawText);
  if (saved)
    return <SavedInstruction instruction={saved.instruction} next={saved.next} notice={saved.notice} />;
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={form.handleSubmit((input) => {
        if (!submit.isPending) submit.mutate({ ...input, idempotencyKey });
      })}
    >
      <Stack spacing={2} component="section" aria-labelledby="funds-title">
        <Typography id="funds-title" variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
          {t("summaryTitle")}
        </Typography>
        {view.heloc ? (
          <MoneyField
            control={form.control}
            name="firstDraw"
            label={t("drawLabel")}
            helperText={t("drawHint", {
              least: formatMoney(view.heloc.leastDraw),
              line: formatMoney(view.heloc.line),
            })}
          />
        ) : (
          <Typography>{t("mortgageNote")}</Typography>
        )}
        <FundsSummaryTable summary={summary} />
      </Stack>
      <Stack spacing={2} component="section" aria-labelledby="account-title">
        <Typography id="account-title" variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
          {t("accountTitle")}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>{t("accountHint")}</Typography>
        <TextField control={form.control} name="accountHolder" label={t("holderLabel")} autoComplete="off" />
        <RoutingNumberField control={form.control} name="routingNumber" label={t("routingLabel")} />
        <AccountNumberField control={form.control} name="accountNumber" label={t("accountLabel")} />
        <AccountNumberField
          control={form.control}
          name="accountNumberAgain"
          label={t("accountAgainLabel")}
          helperText={t("accountAgainHint")}
        />
        <SelectField
          control={form.control}
          name="accountType"
          label={t("accountTypeLabel")}
          placeholder=""
          options={[
            { value: "checking", label: t("checking") },
            { value: "savings", label: t("savings") },
          ]}
        />
      </Stack>
      <ClosingSubmit
        refusal={refusal}
        pending={submit.isPending}
        label={t("submit")}
        pendingLabel={t("submitting")}
      />
    </Stack>
  );
}
