import type { Metadata } from "next";
import { CoborrowerStep } from "@/features/initial-setup/coborrower-step";

export const metadata: Metadata = { title: "Applying together" };

/** Spec §2 /app/initial-setup/coborrower (the old prequalification flow). */
export default function Page() {
  return <CoborrowerStep />;
}
