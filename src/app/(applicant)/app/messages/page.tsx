import type { Metadata } from "next";
import { MessagesScreen } from "@/features/messages/messages-screen";

export const metadata: Metadata = { title: "Messages" };

/** /app/messages (issue 22 item 4, never redirected): the thread with the loan team. */
export default function Page() {
  return <MessagesScreen />;
}
