"use client";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";
import { oneTimeCodeInput } from "@/domain/format/inputs";
import { schemaResolver } from "@/ui/form-resolver";
import { BoundTextField } from "@/ui/inputs/bound-text-field";
import { sentenceOf } from "@/ui/server-refusals";
import { StepLayout } from "@/ui/step-layout";
import { signInWithCode } from "./code-sign-in";
import { OLD_FLOW, useCreateAccount, useReadJourney } from "./initial-setup-api";
import type { ReadyStep } from "./step-gate";

const codeInput = z.object({ token: oneTimeCodeInput });
type CodeFields = { token: string };

/**
 * The second half of mcr-account-creation: the 6-digit code we e-mailed signs the person in
 * (next-auth credentials `{ email, token }`, applicant realm), then the journey, now the account's,
 * says where to go.
 */
export function EnterCode({
  step,
  contact,
  onChangeEmail,
}: {
  step: ReadyStep;
  contact: { email: string; phone: string };
  onChangeEmail: () => void;
}) {
  const t = useTranslations("initialSetup.contact");
  const router = useRouter();
  const readJourney = useReadJourney();
  const createAccount = useCreateAccount();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<CodeFields, unknown, z.infer<typeof codeInput>>({
    resolver: schemaResolver<CodeFields, z.infer<typeof codeInput>>(codeInput),
    mode: "onTouched",
    defaultValues: { token: "" },
  });

  const onSubmit = form.handleSubmit(async ({ token }) => {
    setRefusal(null);
    const outcome = await signInWithCode(contact.email, token);
    if (!outcome.ok) {
      form.setError(
        "token",
        { type: "server", message: outcome.reason ?? t("wrongCode") },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const journey = await readJourney();
      setLeaving(true);
      router.push(journey.next.path);
    } catch (error) {
      setRefusal(sentenceOf(error));
    }
  });

  const sendAgain = async () => {
    setRefusal(null);
    setResent(false);
    try {
      await createAccount.mutateAsync({ ...OLD_FLOW, ...contact });
      setResent(true);
    } catch (error) {
      setRefusal(sentenceOf(error));
    }
  };

  return (
    <StepLayout
      title={t("codeTitle")}
      description={t("codeDescription", { email: contact.email })}
      step={step.step}
      back={onChangeEmail}
      onSubmit={onSubmit}
      continueLabel={t("finish")}
      continueDisabled={!form.formState.isValid}
      submitting={form.formState.isSubmitting || leaving}
      error={refusal}
    >
      <BoundTextField
        control={form.control}
        name="token"
        label={t("code")}
        helperText={t("codeHint")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
      />
      {resent ? <Typography role="status">{t("sentAgain", { email: contact.email })}</Typography> : null}
      <div>
        <Button type="button" variant="text" onClick={sendAgain} disabled={createAccount.isPending}>
          {t("sendAgain")}
        </Button>
      </div>
    </StepLayout>
  );
}
