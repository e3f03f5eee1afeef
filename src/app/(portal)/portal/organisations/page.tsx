import type { Metadata } from "next";
import { OrganisationsScreen } from "@/features/portal/organisations/organisations-screen";

export const metadata: Metadata = { title: "Organisations" };

/** /portal/organisations (decision 088): lender administrators create partner organisations. */
export default function Organisations() {
  return <OrganisationsScreen />;
}
