import type { Metadata } from "next";
import { IdentityScreen } from "@/features/closing/identity/identity-screen";

export const metadata: Metadata = { title: "Verify your identity" };

/** /app/application/identity-verification (spec §2, §4 status identityVerification): the ID check. */
export default function Page() {
  return <IdentityScreen />;
}
