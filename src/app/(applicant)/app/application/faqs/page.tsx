import type { Metadata } from "next";
import { FaqsScreen } from "@/features/application/faqs/faqs-screen";

export const metadata: Metadata = { title: "Questions about your application" };

/** /app/application/faqs (spec §2): questions about the application process. */
export default function Page() {
  return <FaqsScreen />;
}
