"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { usStateName } from "@/domain/format/us-states";
import { stateOfZip } from "@/domain/format/zip-state";
import { creditScoreInput } from "@/domain/prequal/step-inputs";
import { schemaResolver } from "@/ui/form-resolver";
import { DateField, SsnField, TextField } from "@/ui/inputs";
import { StepLayout } from "@/ui/step-layout";
import { StepWaiting } from "@/ui/step-waiting";
import { textField } from "./answer-fields";
import { ConsentCheckbox } from "./consent-checkbox";
import { OLD_FLOW, useSubmitCreditScore } from "./initial-setup-api";
import { type ReadyStep, StepGate } from "./step-gate";
import { layoutOf } from "./use-saved-step-form";
import { useStepSubmit } from "./use-step-submit";

export type CreditScoreFields = {
  line1: string;
  city: string;
  dateOfBirth: string;
  ssn: string;
  consent: boolean;
};

/**
 * Spec §2 credit-score, the old flow's credit check (landing step 10 in version A, 9 in B): the
 * home's street and city (its state and ZIP are known from the zip step), the borrower's date of
 * birth and SSN, and the consent to a soft pull in words saying it does not affect their score;
 * prequal.submitCreditScore runs the pull. The SSN lives in the form's memory only: no draft, no
 * storage, and it is not asked for again once the pull has run.
 */
export function CreditScoreStep({ lenderName }: { lenderName: string }) {
  const t = useTranslations("initialSetup.creditScore");
  return (
    <StepGate slug="credit-score" title={t("title")}>
      {(step) =>
        step.journey.creditPulled ? (
          <AlreadyChecked step={step} />
        ) : (
          <CreditScoreForm step={step} lenderName={lenderName} />
        )
      }
    </StepGate>
  );
}

function CreditScoreForm({ step, lenderName }: { step: ReadyStep; lenderName: string }) {
  const t = useTranslations("initialSetup.creditScore");
  const answers = step.journey.answers;
  const submitCreditScore = useSubmitCreditScore();
  const form = useForm<CreditScoreFields, unknown, z.infer<typeof creditScoreInput>>({
    resolver: schemaResolver<CreditScoreFields, z.infer<typeof creditScoreInput>>(creditScoreInput),
    mode: "onTouched",
    defaultValues: {
      line1: textField(answers.address?.line1),
      city: textField(answers.address?.city),
      dateOfBirth: "",
      ssn: "",
      consent: false,
    },
  });
  const submit = useStepSubmit(form, ["line1", "city", "dateOfBirth", "ssn", "consent"], (values, checked) =>
    submitCreditScore.mutateAsync({ ...OLD_FLOW, ...values, consent: checked.consent }),
  );
  if (submit.submitting) return <Checking />;

  const zip = answers.zip ?? answers.address?.zip ?? "";
  const stateCode = answers.address?.state ?? (zip ? stateOfZip(zip) : null);
  const state = stateCode ? (usStateName(stateCode) ?? stateCode) : "";
  return (
    <StepLayout
      title={t("title")}
      description={t("description")}
      {...layoutOf(step, form, submit)}
      continueLabel={t("submit")}
    >
      <TextField control={form.control} name="line1" label={t("line1")} autoComplete="address-line1" />
      <TextField control={form.control} name="city" label={t("city")} autoComplete="address-level2" />
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t("stateAndZip")}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {t("stateAndZipValue", { state, zip }).trim()}
        </Typography>
      </Box>
      <DateField control={form.control} name="dateOfBirth" label={t("dateOfBirth")} autoComplete="bday" />
      <SsnField control={form.control} name="ssn" label={t("ssn")} helperText={t("ssnHint")} />
      <ConsentCheckbox control={form.control} name="consent" label={t("consent", { lender: lenderName })} />
    </StepLayout>
  );
}

/** The calm wait while the bureau answers: a heading that takes the focus, and a native progress bar. */
function Checking() {
  const t = useTranslations("initialSetup.creditScore");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <StepWaiting title={t("checkingTitle")} headingRef={heading}>
      <Typography role="status">{t("checkingBody")}</Typography>
      <Box
        component="progress"
        aria-label={t("checkingTitle")}
        sx={{ display: "block", width: "100%", height: 8, mt: 3, accentColor: "primary.main" }}
      />
    </StepWaiting>
  );
}

/** Opened again after the pull (Back passes over it; a bookmark may not): nothing to ask twice. */
function AlreadyChecked({ step }: { step: ReadyStep }) {
  const t = useTranslations("initialSetup.creditScore");
  const router = useRouter();
  return (
    <StepLayout
      title={t("title")}
      step={step.step}
      back={step.back}
      onSubmit={(event) => {
        event.preventDefault();
        router.push(step.journey.next.path);
      }}
    >
      <Typography>{t("alreadyChecked", { lastFour: step.journey.ssnLastFour ?? "····" })}</Typography>
    </StepLayout>
  );
}
