import { parse as parseCookies } from "cookie";
import NextAuthModule, { type AuthOptions } from "next-auth";
import { z } from "zod";
import { letNextAuthBuildUrlsFromTheForwardedHost } from "@/env";
import type { Realm } from "@/server/db/schema";
import { cjsDefault } from "./cjs-default";
import { clientAddress } from "./client-address";
import type { RealmAuthOptions } from "./realm-auth-options";
import { REALM_DEFINITIONS } from "./realms";

const NextAuth = cjsDefault(NextAuthModule);

letNextAuthBuildUrlsFromTheForwardedHost();

/** Sign-in forms and session updates are small; anything larger is refused before next-auth reads it. */
const MAX_AUTH_BODY_BYTES = 16 * 1024;

/**
 * What a browser may report through `{auth}/_log` (spec §7, §8 CLIENT_FETCH_ERROR): a level and
 * one of next-auth's upper-case codes. Its other fields (messages, URLs) can hold what a person
 * typed, so they never reach next-auth's logger.
 */
const clientLogReport = z.object({
  level: z.enum(["warn", "error"]),
  code: z.string().regex(/^[A-Z][A-Z0-9_]{2,39}$/),
});

interface Collected {
  status: number;
  headers: Map<string, string | string[]>;
  body: string;
}

/** The response object next-auth's API-route handler writes to, collected into a fetch Response. */
function collectingResponse() {
  const collected: Collected = { status: 200, headers: new Map(), body: "" };
  const res = {
    status(code: number) {
      collected.status = code;
      return res;
    },
    setHeader(name: string, value: string | string[]) {
      collected.headers.set(name.toLowerCase(), value);
      return res;
    },
    getHeader: (name: string) => collected.headers.get(name.toLowerCase()),
    send(body: unknown) {
      if (typeof body === "string") collected.body = body;
      else {
        collected.headers.set("content-type", "application/json");
        collected.body = JSON.stringify(body ?? {});
      }
    },
    json(body: unknown) {
      collected.headers.set("content-type", "application/json");
      collected.body = JSON.stringify(body);
    },
    end() {},
  };
  return { res, collected };
}

function toResponse({ status, headers, body }: Collected): Response {
  const out = new Headers({ "cache-control": "no-store" });
  for (const [name, value] of headers) {
    for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
  }
  return new Response(status === 204 || status === 302 ? null : body, { status, headers: out });
}

async function readForm(request: Request): Promise<Record<string, string> | undefined | "tooLarge"> {
  if (request.method !== "POST") return undefined;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_AUTH_BODY_BYTES) return "tooLarge";
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_AUTH_BODY_BYTES) return "tooLarge";
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === "object" && !Array.isArray(parsed)
        ? Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]))
        : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * One realm's next-auth endpoint (spec §7 `{auth}/session`, `/csrf`, `/providers`,
 * `/callback/{provider}`, `/signin/{provider}`, `/signout`, `/_log`), answered by the host before
 * Next (decision 016). next-auth builds its URLs from the forwarded host, which is set here from
 * the site's own address plus the realm's base path, so redirects and provider URLs stay in the
 * realm and a client's own X-Forwarded-Host is never believed. A browser's `_log` report reaches
 * next-auth's logger only as a level and one of next-auth's codes, at most 60 a minute per address
 * (decision 011), so the log cannot be flooded or fed what a person typed.
 */
export async function answerAuthRequest(
  request: Request,
  realm: Realm,
  options: RealmAuthOptions,
  siteUrl: string,
): Promise<Response> {
  const url = new URL(request.url);
  const { basePath } = REALM_DEFINITIONS[realm];
  const segments = url.pathname.slice(basePath.length).split("/").filter(Boolean).map(decodeURIComponent);
  const body = await readForm(request);
  if (body === "tooLarge") {
    return Response.json(
      { message: "This request is too large." },
      { status: 413, headers: { "cache-control": "no-store" } },
    );
  }
  let form = body;
  if (request.method === "POST" && segments[0] === "_log") {
    const report = clientLogReport.safeParse(body ?? {});
    if (!report.success) return Response.json({}, { status: 400, headers: { "cache-control": "no-store" } });
    const allowed = await options.clientEventAllowed?.(clientAddress(request.headers));
    if (allowed && !allowed.ok) {
      return Response.json(
        { message: allowed.message },
        { status: 429, headers: { "cache-control": "no-store" } },
      );
    }
    form = report.data;
  }
  const site = new URL(siteUrl);
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  headers.host = site.host;
  headers["x-forwarded-host"] = `${site.host}${basePath}`;
  headers["x-forwarded-proto"] = site.protocol.replace(":", "");
  const req = {
    method: request.method,
    headers,
    cookies: parseCookies(request.headers.get("cookie") ?? ""),
    query: { ...Object.fromEntries(url.searchParams), nextauth: segments },
    body: form,
  };
  const { res, collected } = collectingResponse();
  // next-auth's API-route handler: (req, res, options) with req.query.nextauth as the path.
  await (NextAuth as unknown as (req: unknown, res: unknown, options: AuthOptions) => Promise<void>)(
    req,
    res,
    options,
  );
  return toResponse(collected);
}
