import type { Metadata } from "next";
import { IsSelfEmployedStep } from "@/features/initial-setup/is-self-employed-step";

export const metadata: Metadata = { title: "Self-employment" };

/** Spec §2 /app/initial-setup/is-self-employed (the old prequalification flow). */
export default function Page() {
  return <IsSelfEmployedStep />;
}
