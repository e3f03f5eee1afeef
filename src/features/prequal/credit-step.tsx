"use client";
import Stack from "@mui/material/Stack";
import { useMutation } from "@tanstack/react-query";
import type { inferRouterInputs } from "@trpc/server";
import { useRef, useState } from "react";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { formatMoney } from "@/domain/format/money";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { creditInput } from "@/domain/prequal/step-inputs";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { DateField, MoneyField, PhoneField, SsnField, TextField, YesNoField } from "@/ui/inputs";
import { showRefusal } from "@/ui/server-refusals";
import { StepLayout } from "@/ui/step-layout";
import { ConsentCheckbox } from "./consent-checkbox";
import { EnterCodeStep } from "./enter-code-step";
import { JourneyStepScreen, type ReadyJourney } from "./journey-step-screen";
import { useGoOn } from "./use-journey";
import { useStepForm } from "./use-step-form";

/** What the credit form holds: the strings typed, the yes/no as true/false, the consent as ticked. */
export interface CreditFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  ssn: string;
  annualIncome: string;
  withCoborrower: boolean | null;
  consent: boolean;
}

const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "dateOfBirth",
  "ssn",
  "annualIncome",
  "withCoborrower",
  "consent",
] as const;

type SubmitCreditInput = inferRouterInputs<AppRouter>["prequal"]["submitCredit"];

/**
 * The form's defaults from the answers given before: never the SSN or date of birth (the server
 * keeps them sealed and sends neither), and never a consent given earlier: it is asked each time.
 */
export function creditDefaults(answers: PrequalAnswers): CreditFields {
  const b = answers.borrower;
  return {
    firstName: b?.firstName ?? "",
    lastName: b?.lastName ?? "",
    email: b?.email ?? "",
    phone: b?.phone ?? "",
    dateOfBirth: "",
    ssn: "",
    annualIncome: b?.annualIncome === undefined ? "" : formatMoney(b.annualIncome),
    withCoborrower: answers.withCoborrower ?? null,
    consent: false,
  };
}

/**
 * Sends the credit answers (`prequal.submitCredit`). Signed in, the answer is the next step. Without
 * an account, the server signs the person up and answers "enterCode": the code step signs them in,
 * and the same answers, kept only in this component's memory (never in storage: they hold the SSN),
 * are sent again.
 */
function useSubmitCredit(form: ReturnType<typeof useStepForm<CreditFields, z.output<typeof creditInput>>>) {
  const t = useTranslations("prequal");
  const trpc = useTRPC();
  const goOn = useGoOn();
  const submitCredit = useMutation(trpc.prequal.submitCredit.mutationOptions());
  const sent = useRef<CreditFields | null>(null);
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const send = async (values: CreditFields, afterSignIn: boolean) => {
    setRefusal(null);
    setCodeRefusal(null);
    try {
      const answer = await submitCredit.mutateAsync({ flow: "new", ...values } as SubmitCreditInput);
      if ("email" in answer) {
        // Still anonymous after a sign-in means the session did not take: say so on the code step.
        if (afterSignIn) setCodeRefusal(t("code.notSignedIn"));
        else setCodeFor(answer.email);
        return;
      }
      sent.current = null;
      setLeaving(true);
      goOn(answer.next);
    } catch (error) {
      // Back to the answers (after a sign-in the person is signed in now: Continue sends them again),
      // with each refused field's sentence beside it, or the server's sentence above Continue.
      setCodeFor(null);
      setRefusal(showRefusal(error, form.setError, FIELDS, t("offline")));
    }
  };

  return {
    codeFor,
    refusal,
    codeRefusal,
    submitting: submitCredit.isPending || leaving,
    submit: (values: CreditFields) => {
      sent.current = values;
      void send(values, false);
    },
    afterSignIn: () => {
      if (sent.current) void send(sent.current, true);
      else setCodeFor(null);
    },
    editAnswers: () => setCodeFor(null),
  };
}

function CreditForm({
  ready,
  title,
  lenderName,
}: {
  ready: ReadyJourney;
  title: string;
  lenderName: string;
}) {
  const t = useTranslations("prequal.credit");
  const form = useStepForm<CreditFields, z.output<typeof creditInput>>(
    creditInput,
    creditDefaults(ready.journey.answers),
  );
  const credit = useSubmitCredit(form);
  const { control } = form;
  const lastFour = ready.journey.ssnLastFour;

  if (credit.codeFor) {
    return (
      <EnterCodeStep
        email={credit.codeFor}
        step={ready.step}
        onBack={credit.editAnswers}
        onSignedIn={credit.afterSignIn}
        submitting={credit.submitting}
        error={credit.codeRefusal}
      />
    );
  }
  return (
    <StepLayout
      title={title}
      description={t("description")}
      step={ready.step}
      back={ready.back}
      onSubmit={form.handleSubmit(() => credit.submit(form.getValues()))}
      continueDisabled={!form.formState.isValid}
      submitting={credit.submitting}
      error={credit.refusal}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
        <TextField control={control} name="firstName" label={t("firstName")} autoComplete="given-name" />
        <TextField control={control} name="lastName" label={t("lastName")} autoComplete="family-name" />
      </Stack>
      <TextField
        control={control}
        name="email"
        type="email"
        label={t("email")}
        helperText={t("emailHint")}
        autoComplete="email"
      />
      <PhoneField control={control} name="phone" label={t("phone")} helperText={t("phoneHint")} />
      {/* Both are sealed on the server and never sent back: coming back, they are asked again. */}
      <DateField
        control={control}
        name="dateOfBirth"
        label={t("dateOfBirth")}
        autoComplete="bday"
        helperText={lastFour ? t("dateOfBirthAgain") : undefined}
      />
      <SsnField
        control={control}
        name="ssn"
        label={t("ssn")}
        helperText={lastFour ? t("ssnAgain", { lastFour }) : t("ssnHint")}
      />
      <MoneyField
        control={control}
        name="annualIncome"
        label={t("annualIncome")}
        helperText={t("annualIncomeHint")}
      />
      <YesNoField
        control={control}
        name="withCoborrower"
        legend={t("withCoborrower")}
        helperText={t("withCoborrowerHint")}
      />
      <ConsentCheckbox control={control} name="consent" label={t("consent", { lender: lenderName })} />
    </StepLayout>
  );
}

/**
 * Spec §2 /prequal/credit: who the borrower is, how to reach them (this creates the account), their
 * income, whether someone applies with them, and their consent to a soft pull (FCRA).
 */
export function CreditStep({ lenderName }: { lenderName: string }) {
  const t = useTranslations("prequal.credit");
  return (
    <JourneyStepScreen slug="credit" title={t("title")}>
      {(ready) => <CreditForm ready={ready} title={t("title")} lenderName={lenderName} />}
    </JourneyStepScreen>
  );
}
