"use client";
import { useTranslations } from "use-intl";
import type { PrequalFlag } from "@/domain/funnel/prequal-flows";
import { loadedAfterFirstPaint, MountedAfterHydration } from "@/ui/loaded-after-first-paint";
import { StepStatus } from "@/ui/step-loading";
import { StepWaiting } from "@/ui/step-waiting";
import type { OfferLender } from "./prequalified-disclosure";

const screen = loadedAfterFirstPaint(() => import("./offer-screen").then((m) => m.OfferScreen));

/**
 * The offer's page (both flows): its title and "loading" paint first, and the offer's code (the
 * chart, MUI) loads after first paint (decision 049), keeping the page to the funnel's first-load
 * budget (docs/design.md §6).
 */
export function OfferScreenAfterFirstPaint(props: { flow: PrequalFlag; lender: OfferLender }) {
  const t = useTranslations("offer");
  const frame = (
    <StepWaiting title={t("title")}>
      <StepStatus>{t("loading")}</StepStatus>
    </StepWaiting>
  );
  return <MountedAfterHydration part={screen} props={props} frame={frame} />;
}
