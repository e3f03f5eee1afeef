import type { Metadata } from "next";
import { WaitlistScreen } from "@/features/prequal/waitlist-screen";

export const metadata: Metadata = { title: "We’ll let you know" };

/** /prequal/waitlist: a state the lender does not serve yet (spec §4 joinWaitlist). */
export default function Page() {
  return <WaitlistScreen />;
}
