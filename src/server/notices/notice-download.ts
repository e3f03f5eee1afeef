import { parse as parseCookies } from "cookie";
import { callerSession } from "@/server/api/caller-session";
import type { AuthRuntime } from "@/server/auth/auth-runtime";
import { clientAddress } from "@/server/auth/client-address";
import type { PrequalCaller } from "@/server/services/prequal/application-store";
import { draftCookieName } from "@/server/services/prequal/draft-cookie";
import { noticeView } from "@/server/services/prequal/notice-and-waitlist";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import { renderPdfInPool } from "./pdf-pool";
import { pdfResponse, plainResponse, tooManyDownloads, writtenOrBusy } from "./pdf-response";

export const NOTICE_FILE_NAME = "adverse-action-notice.pdf";

const notFound = () => plainResponse(404, "There is no notice here for you.");

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
 * another person's cookie, an application never declined — gets the same 404. A few a minute per
 * session (or per address, for an anonymous draft), written on the worker pool (decision 063).
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
  const verdict = await prequal.rateLimits.pdfDownloadAllowed(caller.applicantId ?? caller.address);
  if (!verdict.ok) return tooManyDownloads(verdict);
  const notice = await noticeView(prequal, caller);
  if (!notice) return notFound();
  const bytes = await writtenOrBusy(() =>
    renderPdfInPool({ kind: "adverseActionNotice", notice, lender: prequal.lender }),
  );
  return bytes instanceof Response ? bytes : pdfResponse(bytes, NOTICE_FILE_NAME);
}
