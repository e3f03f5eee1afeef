import { parse as parseCookies } from "cookie";
import { callerSession } from "@/server/api/caller-session";
import type { AuthRuntime } from "@/server/auth/auth-runtime";
import { clientAddress } from "@/server/auth/client-address";
import type { PrequalCaller } from "@/server/services/prequal/application-store";
import { draftCookieName } from "@/server/services/prequal/draft-cookie";
import { noticeView } from "@/server/services/prequal/notice-and-waitlist";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import { adverseActionPdf } from "./adverse-action-pdf";

export const NOTICE_FILE_NAME = "adverse-action-notice.pdf";

/** Headers every answer carries: nothing about a person is kept by a cache or sniffed into HTML. */
const PRIVATE = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

function notFound(): Response {
  return new Response("There is no notice here for you.", {
    status: 404,
    headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * Who is asking, as the API's prequalification calls decide it (src/server/api/prequal-procedure.ts):
 * the applicant's session (cookie, JWT, sessions table), else the anonymous draft's cookie (an
 * answer at listed-for-sale or derogatory declines before there is an account).
 */
async function callerOf(
  headers: Headers,
  auth: Pick<AuthRuntime, "jwtSecrets" | "secure" | "sessions">,
): Promise<PrequalCaller | null> {
  const session = await callerSession(headers, "applicant", auth);
  const address = clientAddress(headers);
  if (session) return { applicantId: session.userId, actor: `applicant:${session.userId}`, address };
  const draftToken = parseCookies(headers.get("cookie") ?? "")[draftCookieName(auth.secure)];
  return draftToken ? { draftToken, actor: "anonymous", address } : null;
}

/**
 * GET /app/ineligible/notice.pdf: the caller's own adverse-action notice (Reg B) as a PDF to keep,
 * the same content `prequal.notice` shows on the page. Anyone without one — no session, no draft,
 * another person's cookie, an application never declined — gets the same 404.
 */
export async function noticeDownload(
  request: Request,
  deps: {
    auth: () => Promise<Pick<AuthRuntime, "jwtSecrets" | "secure" | "sessions">>;
    prequal: () => Promise<PrequalDependencies>;
  },
): Promise<Response> {
  const caller = await callerOf(request.headers, await deps.auth());
  if (!caller) return notFound();
  const prequal = await deps.prequal();
  const notice = await noticeView(prequal, caller);
  if (!notice) return notFound();
  const bytes = await adverseActionPdf(notice, prequal.lender);
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      ...PRIVATE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${NOTICE_FILE_NAME}"`,
      "Content-Length": String(bytes.byteLength),
    },
  });
}
