import type { Metadata } from "next";
import { ReferredQueueScreen } from "@/features/portal/referred-queue/referred-queue-screen";

export const metadata: Metadata = { title: "Referred to underwriting" };

/** /portal/referred (issue 22 item 2, decision 092): the files waiting for a person's decision. */
export default function Referred() {
  return <ReferredQueueScreen />;
}
