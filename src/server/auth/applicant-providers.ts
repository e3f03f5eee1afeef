import type { Adapter } from "next-auth/adapters";
import CredentialsModule from "next-auth/providers/credentials";
import EmailModule from "next-auth/providers/email";
import type { Provider } from "next-auth/providers/index";
import { signInInput } from "@/domain/accounts/account-inputs";
import type { AccountDependencies } from "@/server/services/accounts/account-dependencies";
import { findApplicantByEmail } from "@/server/services/accounts/find-applicant";
import { requestSignInCode } from "@/server/services/accounts/request-sign-in-code";
import { verifyApplicantSignIn } from "@/server/services/accounts/verify-applicant-sign-in";
import { cjsDefault } from "./cjs-default";
import { clientAddress } from "./client-address";

const CredentialsProvider = cjsDefault(CredentialsModule);
const EmailProvider = cjsDefault(EmailModule);

/** What next-auth's email provider asks of an adapter. Codes live in our own store (decision 011). */
function codeOnlyAdapter(deps: Pick<AccountDependencies, "db">): Adapter {
  return {
    async getUserByEmail(email) {
      const found = await findApplicantByEmail(deps.db, email);
      return found ? { id: found.id, email: found.email, emailVerified: null } : null;
    },
    // The code was already issued and mailed by the sign-in callback; next-auth's own token is unused.
    createVerificationToken: async (token) => token,
    // Sign-in links are not offered: the code is typed into the sign-in page (credentials, `token`).
    useVerificationToken: async () => null,
  } as Adapter;
}

/**
 * The applicant realm's sign-in (spec §3 login payload, §7): `credentials` takes the e-mail with a
 * password or a one-time code (`token`); `email` mails that code.
 */
export function applicantProviders(deps: AccountDependencies): { providers: Provider[]; adapter: Adapter } {
  return {
    adapter: codeOnlyAdapter(deps),
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "E-mail",
        credentials: { email: { type: "email" }, password: { type: "password" }, token: { type: "text" } },
        async authorize(credentials, req) {
          const input = signInInput.safeParse(credentials ?? {});
          if (!input.success)
            throw new Error(input.error.issues[0]?.message ?? "Check your e-mail and password");
          const answer = await verifyApplicantSignIn(deps, input.data, {
            address: clientAddress(req.headers ?? {}),
          });
          // next-auth hands a thrown message back to the sign-in form as the result's `error`.
          if (!answer.ok) throw new Error(answer.message);
          return answer.applicant;
        },
      }),
      EmailProvider({
        maxAge: 10 * 60,
        // The sign-in callback issued and mailed the code already (it can refuse with a message).
        sendVerificationRequest: async () => {},
      }),
    ],
  };
}

/**
 * The email provider's request for a code, answered before next-auth goes on to "send" it. A
 * refusal is the sign-in page's absolute URL, as next-auth's own redirects are: its client reads
 * the answer's `url` with `new URL(…)`, which throws on a path alone.
 */
export async function requestCodeOrRefuse(
  deps: AccountDependencies,
  email: string,
  signInPage: string,
): Promise<true | string> {
  const answer = await requestSignInCode(deps, { email }, { address: "" });
  return answer.ok
    ? true
    : `${deps.siteUrl}${signInPage}?${new URLSearchParams({ error: "CodeRequestLimit" })}`;
}
