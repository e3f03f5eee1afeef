import type { Metadata } from "next";
import { DeclarationsStep } from "@/features/application/declarations/declarations-step";

export const metadata: Metadata = { title: "Declarations" };

/** /app/application/7 (spec §2, status application8): the declarations of Form 1003, per borrower. */
export default function Page() {
  return <DeclarationsStep />;
}
