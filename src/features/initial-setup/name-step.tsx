"use client";
import { useTranslations } from "use-intl";
import { loadedAfterFirstPaint, usePreload } from "@/ui/loaded-after-first-paint";
import { StepGate } from "./step-gate";

/** The form (react-hook-form, the step's zod schema, its inputs) is not among the first scripts. */
const form = loadedAfterFirstPaint(() => import("./name-form").then((m) => m.NameForm), {
  plain: true,
  first: () => import("@/domain/prequal/step-inputs"),
});

/** Spec §2 landing step 1, the old flow's entry: the borrower's first and last name. */
export function NameStep() {
  const t = useTranslations("initialSetup.name");
  usePreload(form);
  return (
    <StepGate slug="name" title={t("title")} description={t("description")}>
      {(step) => <form.Component step={step} />}
    </StepGate>
  );
}
