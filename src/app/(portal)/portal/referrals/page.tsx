import type { Metadata } from "next";
import { ReferralsScreen } from "@/features/portal/referrals/referrals-screen";

export const metadata: Metadata = { title: "Referral links" };

/** /portal/referrals (decision 026): a partner's referral links for the people it sends. */
export default function Referrals() {
  return <ReferralsScreen />;
}
