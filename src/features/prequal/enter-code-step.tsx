"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { z } from "zod";
import { oneTimeCodeInput } from "@/domain/format/inputs";
import { BoundTextField } from "@/ui/inputs/bound-text-field";
import { StepLayout } from "@/ui/step-layout";
import { type CodeSignInOutcome, emailANewCode, signInWithCode } from "./code-sign-in";
import { useStepForm } from "./use-step-form";

const codeInput = z.object({ token: oneTimeCodeInput });
type CodeFields = { token: string };

/**
 * The credit step's second half for someone without an account yet (decision 023): the 6-digit code
 * `prequal.submitCredit` e-mailed signs them in (next-auth credentials `{ email, token }`, the
 * applicant realm); then `onSignedIn` sends the credit answers again, now as the account's owner.
 * Back returns to the answers, still filled in.
 */
export function EnterCodeStep({
  email,
  step,
  onBack,
  onSignedIn,
  submitting,
  error,
}: {
  email: string;
  step: { current: number; total: number } | null;
  onBack: () => void;
  /** Runs once signed in; the parent sends the answers again and goes on. */
  onSignedIn: () => void;
  /** True while the parent sends the answers again. */
  submitting: boolean;
  /** A sentence from the parent's second sending, if it failed. */
  error: string | null;
}) {
  const t = useTranslations("prequal.code");
  const form = useStepForm<CodeFields, z.output<typeof codeInput>>(codeInput, { token: "" });
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  const sentence = (outcome: Exclude<CodeSignInOutcome, { ok: true }>) =>
    outcome.reason === "offline" ? t("offline") : (outcome.message ?? t("refused"));

  const submit = form.handleSubmit(async ({ token }) => {
    setRefusal(null);
    setResent(false);
    setChecking(true);
    const outcome = await signInWithCode(email, token);
    setChecking(false);
    if (outcome.ok) onSignedIn();
    else setRefusal(sentence(outcome));
  });

  const sendAgain = async () => {
    setRefusal(null);
    setResent(false);
    const outcome = await emailANewCode(email);
    if (outcome.ok) setResent(true);
    else setRefusal(sentence(outcome));
  };

  return (
    <StepLayout
      title={t("title")}
      description={t("description", { email })}
      step={step}
      back={onBack}
      onSubmit={submit}
      continueDisabled={!form.formState.isValid}
      submitting={checking || submitting}
      error={refusal ?? error}
    >
      <BoundTextField
        control={form.control}
        name="token"
        label={t("label")}
        helperText={t("hint")}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
      />
      <Box>
        <Button type="button" variant="text" onClick={() => void sendAgain()}>
          {t("resend")}
        </Button>
        <Typography role="status">{resent ? t("resent", { email }) : ""}</Typography>
      </Box>
    </StepLayout>
  );
}
