import type { Metadata } from "next";
import { HasFbmStep } from "@/features/initial-setup/has-fbm-step";

export const metadata: Metadata = { title: "Your first mortgage" };

/** Spec §2 /app/initial-setup/has-fbm (the old prequalification flow). */
export default function Page() {
  return <HasFbmStep />;
}
