import type { Metadata } from "next";
import { CoborrowerScreen } from "@/features/closing/coborrower/coborrower-screen";

export const metadata: Metadata = { title: "Sign as coborrower" };

/** /app/coborrower (decision 044): the coborrower's own consent, signatures and identity check. */
export default function Page() {
  return <CoborrowerScreen />;
}
