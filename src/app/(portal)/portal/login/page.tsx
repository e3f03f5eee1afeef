import type { Metadata } from "next";
import { PortalLoginScreen } from "@/features/portal/login/portal-login-screen";
import { safePortalCallback, signInErrorSentence } from "@/features/portal/sign-in-address";

export const metadata: Metadata = { title: "Sign in to the partner portal" };

type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /portal/login (spec §2): only known `?error=` codes become sentences, and only portal paths are returned to. */
export default async function PortalLogin({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  return (
    <PortalLoginScreen
      notice={signInErrorSentence(first(search.error))}
      callbackUrl={safePortalCallback(first(search.callbackUrl))}
    />
  );
}
