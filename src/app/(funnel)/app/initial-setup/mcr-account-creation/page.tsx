import type { Metadata } from "next";
import { InitialSetupStepAfterFirstPaint } from "@/features/initial-setup/steps-after-first-paint";

export const metadata: Metadata = { title: "Create your account" };

/** Spec §2 /app/initial-setup/mcr-account-creation (the old prequalification flow). */
export default function Page() {
  return <InitialSetupStepAfterFirstPaint step="contact" />;
}
