import type { Metadata } from "next";
import { ManageUsersScreen } from "@/features/portal/manage-users/manage-users-screen";

export const metadata: Metadata = { title: "Manage users" };

/** /portal/manage-users (spec §2): administrators manage their organisation's staff. */
export default function ManageUsers() {
  return <ManageUsersScreen />;
}
