import type { Metadata } from "next";
import { LoginScreen } from "@/features/accounts/login-screen";

export const metadata: Metadata = { title: "Sign in" };

/** The first value of a query parameter, as a string. */
function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Spec §2 /app/login, the applicant realm's sign-in page (next-auth's pages.signIn and pages.error). */
export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  return <LoginScreen errorCode={first(query.error)} callbackUrl={first(query.callbackUrl)} />;
}
