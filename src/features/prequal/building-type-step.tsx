"use client";
import { useTranslations } from "use-intl";
import { loadedAfterFirstPaint, usePreload } from "@/ui/loaded-after-first-paint";
import { JourneyStepScreen } from "./journey-step-screen";

/** The form (react-hook-form, the step's zod schema, its inputs) is not among the first scripts. */
const form = loadedAfterFirstPaint(() => import("./building-type-form").then((m) => m.BuildingTypeForm), {
  plain: true,
  first: () => import("@/domain/prequal/step-inputs"),
});

/**
 * Spec §2 /prequal/building-type, the new flow's entry: the kind of home (the picker leaves out
 * manufactured homes), its units (1 to 5+), and how it is used, as three image cards.
 */
export function BuildingTypeStep() {
  const t = useTranslations("prequal.buildingType");
  usePreload(form);
  return (
    <JourneyStepScreen slug="building-type" title={t("title")} description={t("description")}>
      {(ready) => <form.Component ready={ready} title={t("title")} />}
    </JourneyStepScreen>
  );
}
