"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { formatPhone } from "@/domain/format/phone";
import { contactInput } from "@/domain/prequal/step-inputs";
import { schemaResolver } from "@/ui/form-resolver";
import { PhoneField, TextField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { textField } from "./answer-fields";
import { EnterCode } from "./enter-code";
import { OLD_FLOW, useCreateAccount } from "./initial-setup-api";
import { type ReadyStep, StepGate } from "./step-gate";
import { layoutOf } from "./use-saved-step-form";
import { useStepSubmit } from "./use-step-submit";

type ContactFields = { email: string; phone: string };
type Contact = z.infer<typeof contactInput>;

/**
 * Spec §2 mcr-account-creation, landing step 2 ("email"): the e-mail and phone create the account
 * (prequal.createAccount), a 6-digit code e-mailed signs the person in, and the answers given so
 * far become theirs. A partner's lead finds what the partner sent already filled in.
 */
export function ContactStep() {
  const t = useTranslations("initialSetup.contact");
  return (
    <StepGate slug="mcr-account-creation" title={t("title")}>
      {(step) => <ContactScreen step={step} />}
    </StepGate>
  );
}

function ContactScreen({ step }: { step: ReadyStep }) {
  // The details the code went to: Back from the code shows them again, to correct.
  const [sent, setSent] = useState<{ contact: Contact; askingForCode: boolean } | null>(null);
  if (sent?.askingForCode) {
    return (
      <EnterCode
        step={step}
        contact={sent.contact}
        onChangeEmail={() => setSent({ contact: sent.contact, askingForCode: false })}
      />
    );
  }
  return (
    <ContactForm
      step={step}
      typed={sent?.contact}
      onSent={(contact) => setSent({ contact, askingForCode: true })}
    />
  );
}

const phoneOf = (phone: string | undefined) => (phone ? formatPhone(phone) : "");

function ContactForm({
  step,
  typed,
  onSent,
}: {
  step: ReadyStep;
  typed: Contact | undefined;
  onSent: (contact: Contact) => void;
}) {
  const t = useTranslations("initialSetup.contact");
  const borrower = step.journey.answers.borrower;
  const createAccount = useCreateAccount();
  const form = useForm<ContactFields, unknown, Contact>({
    resolver: schemaResolver<ContactFields, Contact>(contactInput),
    mode: "onTouched",
    defaultValues: {
      email: typed?.email ?? textField(borrower?.email),
      phone: phoneOf(typed?.phone ?? borrower?.phone),
    },
  });
  const submit = useStepSubmit(form, ["email", "phone"], async (values, checked) => {
    const answer = await createAccount.mutateAsync({ ...OLD_FLOW, ...values });
    // Signed in already (another tab made the account): the journey goes straight on.
    if (!("email" in answer)) return answer;
    onSent({ email: answer.email, phone: checked.phone });
    return null; // The code is asked for on this screen.
  });
  return (
    <StepLayout
      title={t("title")}
      description={step.journey.referred ? t("referredDescription") : t("description")}
      {...layoutOf(step, form, submit)}
      continueLabel={t("sendCode")}
    >
      <TextField control={form.control} name="email" type="email" label={t("email")} autoComplete="email" />
      <PhoneField control={form.control} name="phone" label={t("phone")} helperText={t("phoneHint")} />
    </StepLayout>
  );
}
