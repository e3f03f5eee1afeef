import { createTRPCClient, getUntypedClient, TRPCClientError } from "@trpc/client";
import { generate } from "otplib";
import { sandboxToken } from "@/domain/ports/captcha";
import { apiLinks } from "@/lib/trpc/links";
import type { AppRouter } from "@/server/api/root";
import { answerAuthRequest } from "@/server/auth/auth-endpoint";
import { CLIENT_ADDRESS_HEADER } from "@/server/auth/client-address";
import { REALM_DEFINITIONS, sessionCookieName } from "@/server/auth/realms";
import type { Realm } from "@/server/db/schema";
import { type apiUnderTest, ORIGIN } from "./api-client";

type Api = ReturnType<typeof apiUnderTest>;

/** Where each realm's pages live: the callbackUrl a sign-in form sends (spec §6: /portal picks the realm). */
export const CALLBACK_URL: Record<Realm, string> = {
  applicant: `${ORIGIN}/app/application`,
  portal: `${ORIGIN}/portal`,
};

/** How a call to /api/trpc ended: its answer, or the tRPC code it was refused with. */
/** The User-Agent every test browser sends to the API. */
export const TEST_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) IntegrationTest/1.0";

export type CallOutcome =
  | { ok: true; data: unknown }
  | { ok: false; code: string; message: string; httpStatus: number | undefined };

/** What a sign-in form gets back from next-auth with `json=true`: where the browser goes next. */
export interface AuthAnswer {
  status: number;
  /** next-auth's `{ url }`; absent when it answered something else. */
  url?: string;
  /** The `error` of that URL (a refused sign-in), if any. */
  error?: string | null;
  body: unknown;
}

/**
 * One browser against the in-process endpoints: its own cookie jar, its own network address (as
 * the host would record it, for rate limits), next-auth's endpoints of both realms driven through
 * `answerAuthRequest` with real fetch Requests, and the typed API with the jar's cookies attached
 * (the realms' sessions, the anonymous prequalification draft) and the cookies it sets kept.
 */
export function browser(api: Api, options: { address?: string; cookies?: Map<string, string> } = {}) {
  const jar = new Map(options.cookies);
  const address = options.address ?? "203.0.113.10";

  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

  function keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const expires = attributes.find((a) => /^expires=/i.test(a))?.slice("expires=".length);
      const maxAge = attributes.find((a) => /^max-age=/i.test(a))?.slice("max-age=".length);
      const gone =
        value === "" ||
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (expires !== undefined && new Date(expires).getTime() <= Date.now());
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
  }

  /** A request to `{auth}{path}` of a realm, as the browser sends it; cookies kept from the answer. */
  async function auth(
    realm: Realm,
    path: string,
    init: { method?: "GET" | "POST"; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      [CLIENT_ADDRESS_HEADER]: address,
      ...(jar.size ? { cookie: cookieHeader() } : {}),
      ...init.headers,
    };
    let body: string | undefined;
    if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(init.form).toString();
    }
    const request = new Request(`${ORIGIN}${REALM_DEFINITIONS[realm].basePath}${path}`, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      headers,
      body,
    });
    const runtime = api.runtime;
    const response = await answerAuthRequest(request, realm, runtime.options[realm], runtime.siteUrl);
    keepCookies(response);
    return response;
  }

  async function json(response: Response): Promise<unknown> {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  /** `GET {auth}/csrf`: the token, with its cookie now in the jar. */
  async function csrf(realm: Realm): Promise<string> {
    const body = (await json(await auth(realm, "/csrf"))) as { csrfToken: string };
    return body.csrfToken;
  }

  /**
   * A form post as next-auth's client sends it (spec §7): `csrfToken`, `callbackUrl`, `json=true`
   * and the extra fields. `csrfToken: null` leaves the token out; a string sends that one instead.
   */
  async function form(
    realm: Realm,
    path: string,
    fields: Record<string, string>,
    options: { csrfToken?: string | null } = {},
  ): Promise<AuthAnswer> {
    const token = options.csrfToken === undefined ? await csrf(realm) : options.csrfToken;
    const response = await auth(realm, path, {
      form: {
        ...(token === null ? {} : { csrfToken: token }),
        callbackUrl: CALLBACK_URL[realm],
        json: "true",
        ...fields,
      },
    });
    const body = await json(response);
    const url = (body as { url?: unknown } | null)?.url;
    return {
      status: response.status,
      body,
      ...(typeof url === "string" ? { url, error: new URL(url).searchParams.get("error") } : {}),
    };
  }

  /** `GET {auth}/session`: `{}` without a session, else `{ user, expires }`. */
  async function session(realm: Realm): Promise<Record<string, unknown>> {
    return (await json(await auth(realm, "/session"))) as Record<string, unknown>;
  }

  const fetchApi = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set(CLIENT_ADDRESS_HEADER, address);
    // A browser names itself; the e-signature evidence records it.
    if (!headers.has("user-agent")) headers.set("user-agent", TEST_USER_AGENT);
    if (jar.size) headers.set("cookie", cookieHeader());
    // Cookies the API sets (the anonymous prequalification draft) are kept, as a browser does.
    const response = await api.handle(new Request(input, { ...init, headers }));
    keepCookies(response);
    return response;
  };
  // The browser's own client configuration: X-Same-Origin on every call, the sandbox token on writes.
  const trpc = createTRPCClient<AppRouter>({
    links: apiLinks({
      url: `${ORIGIN}/api/trpc`,
      token: async (action) => sandboxToken(action, "test"),
      fetch: fetchApi,
    }),
  });
  const untyped = getUntypedClient(trpc);

  return {
    jar,
    address,
    auth,
    csrf,
    form,
    session,
    trpc,

    /** Signs in through `{auth}/callback/credentials`; the session cookie lands in the jar. */
    signIn(realm: Realm, fields: Record<string, string>, options: { csrfToken?: string | null } = {}) {
      return form(realm, "/callback/credentials", fields, options);
    },

    signOut(realm: Realm, options: { csrfToken?: string | null } = {}) {
      return form(realm, "/signout", {}, options);
    },

    /** Another browser holding a copy of this one's cookies now (a copied cookie, a second tab). */
    copy(): Browser {
      return browser(api, { address, cookies: jar });
    },

    /** The realm's session cookie, if the jar holds one. */
    sessionCookie(realm: Realm): string | undefined {
      return jar.get(sessionCookieName(realm, api.runtime.secure));
    },

    /** Calls a procedure by its path ("identity.me"), a query or a mutation as the router says. */
    async call(path: string, input: unknown, type: "query" | "mutation"): Promise<CallOutcome> {
      try {
        const data = await (type === "query" ? untyped.query(path, input) : untyped.mutation(path, input));
        return { ok: true, data };
      } catch (error) {
        if (!(error instanceof TRPCClientError)) throw error;
        const data = error.data as { code?: string; httpStatus?: number } | undefined;
        return {
          ok: false,
          code: data?.code ?? "UNKNOWN",
          message: error.message,
          httpStatus: data?.httpStatus,
        };
      }
    },
  };
}

export interface Browser extends ReturnType<typeof browser> {}

/** The tRPC code a call was refused with, or "allowed". */
export async function outcomeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "allowed";
  } catch (error) {
    if (error instanceof TRPCClientError)
      return (error.data as { code?: string } | undefined)?.code ?? "UNKNOWN";
    throw error;
  }
}

/** The secret in an otpauth:// URI, as an authenticator app reads it from the QR code. */
export function secretOf(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get("secret");
  if (!secret) throw new Error(`No secret in ${otpauthUri}`);
  return secret;
}

/** The code an authenticator app shows now (the clock is Date's, faked or not). */
export function totpNow(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}
