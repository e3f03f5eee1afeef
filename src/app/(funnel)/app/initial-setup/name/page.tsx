import type { Metadata } from "next";
import { NameStep } from "@/features/initial-setup/name-step";

export const metadata: Metadata = { title: "Your name" };

/** Spec §2 /app/initial-setup/name (the old prequalification flow). */
export default function Page() {
  return <NameStep />;
}
