"use client";
import { useTranslations } from "use-intl";
import { loadedAfterFirstPaint, MountedAfterHydration } from "@/ui/loaded-after-first-paint";
import { JourneyStepLoading } from "./journey-step-loading";

/**
 * The new flow's steps after the address, each on a page that paints its waiting frame (the step's
 * title) and loads the step's code after first paint, with MUI (decision 049), so the pages keep to
 * the funnel's first-load budget (docs/design.md §6). The frame is the one the step shows while its
 * journey loads, so nothing moves when the step arrives. Keys are the steps' catalogue namespaces.
 */
const STEPS = {
  creditCheck: loadedAfterFirstPaint(() => import("./credit-check-step").then((m) => m.CreditCheckStep)),
  debts: loadedAfterFirstPaint(() => import("./debts-step").then((m) => m.DebtsStep)),
  derogatory: loadedAfterFirstPaint(() => import("./derogatory-step").then((m) => m.DerogatoryStep)),
  listedForSale: loadedAfterFirstPaint(() =>
    import("./listed-for-sale-step").then((m) => m.ListedForSaleStep),
  ),
  mortgageSelect: loadedAfterFirstPaint(() =>
    import("./mortgage-select-step").then((m) => m.MortgageSelectStep),
  ),
  newMortgage: loadedAfterFirstPaint(() => import("./new-mortgage-step").then((m) => m.NewMortgageStep)),
};

/** Steps whose soft-pull consent names the lender (FCRA: who may check their credit). */
const CONSENT_STEPS = {
  credit: loadedAfterFirstPaint(() => import("./credit-step").then((m) => m.CreditStep)),
  coborrower: loadedAfterFirstPaint(() => import("./coborrower-step").then((m) => m.CoborrowerStep)),
};

export function PrequalStepAfterFirstPaint({ step }: { step: keyof typeof STEPS }) {
  const t = useTranslations("prequal");
  return (
    <MountedAfterHydration
      part={STEPS[step]}
      props={{}}
      frame={<JourneyStepLoading title={t(`${step}.title`)} />}
    />
  );
}

export function PrequalConsentStepAfterFirstPaint({
  step,
  lenderName,
}: {
  step: keyof typeof CONSENT_STEPS;
  lenderName: string;
}) {
  const t = useTranslations("prequal");
  return (
    <MountedAfterHydration
      part={CONSENT_STEPS[step]}
      props={{ lenderName }}
      frame={<JourneyStepLoading title={t(`${step}.title`)} />}
    />
  );
}
