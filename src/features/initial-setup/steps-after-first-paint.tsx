"use client";
import { useTranslations } from "use-intl";
import { loadedAfterFirstPaint, MountedAfterHydration } from "@/ui/loaded-after-first-paint";
import { StepGateLoading } from "./step-gate-loading";

/**
 * The old flow's steps after the name, each on a page that paints its waiting frame (the step's
 * title) and loads the step's code after first paint, with MUI (decision 049), so the pages keep to
 * the funnel's first-load budget (docs/design.md §6). The frame is the one the step shows while its
 * journey loads, so nothing moves when the step arrives. Keys are the steps' catalogue namespaces.
 */
const STEPS = {
  contact: loadedAfterFirstPaint(() => import("./contact-step").then((m) => m.ContactStep)),
  creditIncome: loadedAfterFirstPaint(() => import("./credit-income-step").then((m) => m.CreditIncomeStep)),
  creditRange: loadedAfterFirstPaint(() => import("./credit-range-step").then((m) => m.CreditRangeStep)),
  hasFbm: loadedAfterFirstPaint(() => import("./has-fbm-step").then((m) => m.HasFbmStep)),
  isSelfEmployed: loadedAfterFirstPaint(() =>
    import("./is-self-employed-step").then((m) => m.IsSelfEmployedStep),
  ),
  mortgageBalance: loadedAfterFirstPaint(() =>
    import("./mortgage-balance-step").then((m) => m.MortgageBalanceStep),
  ),
  mortgageEstimate: loadedAfterFirstPaint(() =>
    import("./mortgage-estimate-step").then((m) => m.MortgageEstimateStep),
  ),
  propertyUsage: loadedAfterFirstPaint(() =>
    import("./property-usage-step").then((m) => m.PropertyUsageStep),
  ),
  propertyValue: loadedAfterFirstPaint(() =>
    import("./property-value-step").then((m) => m.PropertyValueStep),
  ),
  zip: loadedAfterFirstPaint(() => import("./zip-step").then((m) => m.ZipStep)),
};

/** Steps whose soft-pull consent names the lender (FCRA: who may check their credit). */
const CONSENT_STEPS = {
  coborrower: loadedAfterFirstPaint(() => import("./coborrower-step").then((m) => m.CoborrowerStep)),
  creditScore: loadedAfterFirstPaint(() => import("./credit-score-step").then((m) => m.CreditScoreStep)),
};

export function InitialSetupStepAfterFirstPaint({ step }: { step: keyof typeof STEPS }) {
  const t = useTranslations("initialSetup");
  return (
    <MountedAfterHydration
      part={STEPS[step]}
      props={{}}
      frame={<StepGateLoading title={t(`${step}.title`)} />}
    />
  );
}

export function InitialSetupConsentStepAfterFirstPaint({
  step,
  lenderName,
}: {
  step: keyof typeof CONSENT_STEPS;
  lenderName: string;
}) {
  const t = useTranslations("initialSetup");
  return (
    <MountedAfterHydration
      part={CONSENT_STEPS[step]}
      props={{ lenderName }}
      frame={<StepGateLoading title={t(`${step}.title`)} />}
    />
  );
}
