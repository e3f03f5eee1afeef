import type { Metadata } from "next";
import { AcceptInvitationScreen } from "@/features/portal/accept-invitation/accept-invitation-screen";

export const metadata: Metadata = { title: "Accept your invitation" };

/** /portal/accept-invitation#token=… (decision 015): the token stays in the fragment until the form posts it. */
export default function AcceptInvitation() {
  return <AcceptInvitationScreen />;
}
