import type { Metadata } from "next";
import { SignScreen } from "@/features/closing/sign-screen";

export const metadata: Metadata = { title: "Sign your disclosures" };

/** /app/application/sign (spec §2, status disclosures "E-sign HECA"): consent, review and sign. */
export default function Page() {
  return <SignScreen />;
}
