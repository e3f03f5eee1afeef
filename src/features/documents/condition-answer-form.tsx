"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MuiTextField from "@mui/material/TextField";
import { useMutation } from "@tanstack/react-query";
import { type Control, type FieldValues, useController, useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { CONDITION_ANSWER_INPUTS, MAX_LONG_TEXT } from "@/domain/conditions/condition-answers";
import type { ConditionInformationKind } from "@/domain/conditions/conditions";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { AddressFields, PhoneField, TextField } from "@/ui/inputs";
import { Notice } from "@/ui/notice";
import { showRefusal } from "@/ui/server-refusals";

const EMPTY: Record<ConditionInformationKind, FieldValues> = {
  long_text: { text: "" },
  address: { address: { line1: "", line2: "", city: "", state: "", zip: "" } },
  employment: { employerName: "", employerPhone: "", position: "", contactName: "", contactEmail: "" },
};

function LongTextField({
  control,
  label,
  helperText,
}: {
  control: Control;
  label: string;
  helperText: string;
}) {
  const { field, fieldState } = useController({ control, name: "text" });
  return (
    <MuiTextField
      name={field.name}
      label={label}
      value={field.value ?? ""}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      multiline
      minRows={4}
      fullWidth
      slotProps={{ htmlInput: { maxLength: MAX_LONG_TEXT } }}
    />
  );
}

function AnswerFields({ kind, control }: { kind: ConditionInformationKind; control: Control }) {
  const t = useTranslations("documents.conditions");
  if (kind === "long_text")
    return <LongTextField control={control} label={t("longTextLabel")} helperText={t("longTextHint")} />;
  if (kind === "address")
    return (
      <AddressFields
        control={control}
        prefix="address"
        labels={{
          line1: t("address.line1"),
          line2: t("address.line2"),
          city: t("address.city"),
          state: t("address.state"),
          statePlaceholder: t("address.statePlaceholder"),
          zip: t("address.zip"),
        }}
      />
    );
  return (
    <>
      <TextField
        control={control}
        name="employerName"
        label={t("employment.employerName")}
        autoComplete="organization"
      />
      <PhoneField control={control} name="employerPhone" label={t("employment.employerPhone")} />
      <TextField
        control={control}
        name="position"
        label={t("employment.position")}
        autoComplete="organization-title"
      />
      <TextField control={control} name="contactName" label={t("employment.contactName")} />
      <TextField control={control} name="contactEmail" label={t("employment.contactEmail")} type="email" />
    </>
  );
}

const FIELDS = {
  long_text: ["text"],
  address: ["address.line1", "address.line2", "address.city", "address.state", "address.zip"],
  employment: ["employerName", "employerPhone", "position", "contactName", "contactEmail"],
} as const;

/**
 * An information condition's small form (spec §3: long text, address or employment), checked by
 * the same schema `conditions.answer` uses, and sent with it.
 */
export function ConditionAnswerForm({
  conditionId,
  kind,
  onAnswered,
  onCancel,
}: {
  conditionId: string;
  kind: ConditionInformationKind;
  onAnswered: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("documents.conditions");
  const words = useTranslations("documents");
  const trpc = useTRPC();
  const form = useForm<FieldValues>({
    defaultValues: EMPTY[kind],
    // The kind's own schema, the one conditions.answer checks the answer with.
    resolver: schemaResolver<FieldValues, FieldValues>(
      CONDITION_ANSWER_INPUTS[kind] as z.ZodType<FieldValues>,
    ),
    mode: "onTouched",
  });
  const answer = useMutation(trpc.conditions.answer.mutationOptions({ onSuccess: onAnswered }));
  const refusal = answer.error
    ? showRefusal(answer.error, form.setError, FIELDS[kind] as readonly string[], words("offline"))
    : null;
  const submit = form.handleSubmit((values) => {
    if (answer.isPending) return;
    // The form's values are the kind's answer (its resolver parsed them): the union cannot see that.
    answer.mutate({ conditionId, kind, answer: values } as never);
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
      <AnswerFields kind={kind} control={form.control} />
      {refusal ? (
        <Notice severity="error" role="alert">
          {refusal}
        </Notice>
      ) : null}
      <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}>
        <Button type="submit" variant="contained" aria-disabled={answer.isPending || undefined}>
          {answer.isPending ? t("sending") : t("send")}
        </Button>
        <Button type="button" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </Box>
    </Box>
  );
}
