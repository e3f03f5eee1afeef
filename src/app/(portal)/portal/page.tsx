import type { Metadata } from "next";
import { PortalHomeScreen } from "@/features/portal/home/portal-home-screen";

export const metadata: Metadata = { title: "Partner portal" };

/** /portal (spec §2): who is signed in, their organisation and what they may do. */
export default function PortalHome() {
  return <PortalHomeScreen />;
}
