import type { Metadata } from "next";
import { CoborrowerScreen } from "@/features/closing/coborrower/coborrower-screen";

export const metadata: Metadata = { title: "Sign as coborrower" };

/**
 * /app/coborrower (decisions 044, 068): the coborrower's own consent, signatures and identity
 * check; `?invitation=` carries an invitation's token to accept first.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { invitation } = await searchParams;
  return <CoborrowerScreen invitation={typeof invitation === "string" ? invitation : undefined} />;
}
