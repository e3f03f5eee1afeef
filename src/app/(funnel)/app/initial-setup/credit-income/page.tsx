import type { Metadata } from "next";
import { InitialSetupStepAfterFirstPaint } from "@/features/initial-setup/steps-after-first-paint";

export const metadata: Metadata = { title: "Your income" };

/** Spec §2 /app/initial-setup/credit-income (the old prequalification flow). */
export default function Page() {
  return <InitialSetupStepAfterFirstPaint step="creditIncome" />;
}
