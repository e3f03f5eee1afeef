"use client";
import { useTranslations } from "use-intl";
import { loadedAfterFirstPaint, usePreload } from "@/ui/loaded-after-first-paint";
import { JourneyStepScreen } from "./journey-step-screen";

/** The form (react-hook-form, the step's zod schema, its inputs) is not among the first scripts. */
const form = loadedAfterFirstPaint(() => import("./address-form").then((m) => m.AddressForm));

/** Spec §2 /prequal/address: the home's address and what the person thinks it is worth. */
export function AddressStep() {
  const t = useTranslations("prequal.address");
  usePreload(form);
  return (
    <JourneyStepScreen slug="address" title={t("title")} description={t("description")}>
      {(ready) => <form.Component ready={ready} title={t("title")} />}
    </JourneyStepScreen>
  );
}
