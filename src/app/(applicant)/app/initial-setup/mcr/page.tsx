import type { Metadata } from "next";
import { McrStep } from "@/features/initial-setup/mcr-step";

export const metadata: Metadata = { title: "Your details" };

/**
 * Spec §2 /app/initial-setup/mcr: a partner's lead's first screen (`?ref=TOKEN` opens the
 * partner's referral link) and everyone else's last step of the old prequalification flow.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { ref } = await searchParams;
  return <McrStep referralToken={Array.isArray(ref) ? ref[0] : ref} />;
}
