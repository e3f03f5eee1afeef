import type { Metadata } from "next";
import { ContactStep } from "@/features/initial-setup/contact-step";

export const metadata: Metadata = { title: "Create your account" };

/** Spec §2 /app/initial-setup/mcr-account-creation (the old prequalification flow). */
export default function Page() {
  return <ContactStep />;
}
