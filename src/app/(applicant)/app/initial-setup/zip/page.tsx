import type { Metadata } from "next";
import { ZipStep } from "@/features/initial-setup/zip-step";

export const metadata: Metadata = { title: "Your ZIP code" };

/** Spec §2 /app/initial-setup/zip (the old prequalification flow). */
export default function Page() {
  return <ZipStep />;
}
