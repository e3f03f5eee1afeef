import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { ERRORS, Server, type Upload } from "@tus/server";
import { isIdentityDocumentType } from "@/domain/documents/identity-documents";
import { MAX_UPLOAD_BYTES, UNFINISHED_UPLOAD_MINUTES } from "@/domain/documents/upload-limits";
import { type UploadLine, uploadLineInput } from "@/domain/documents/upload-line";
import { API_UPDATE_ACTION } from "@/domain/ports/captcha";
import { callerSession } from "@/server/api/caller-session";
import type { ApplicationContext } from "@/server/services/application/application-context";
import { callerApplication } from "@/server/services/application/caller-application";
import { callerCoborrowing } from "@/server/services/closing/coborrower-caller";
import { assertUploadTarget, UploadTargetRefusal } from "./assert-upload-target";
import { fileUpload } from "./file-upload";
import { concurrencyLimit } from "./inspection/concurrency-limit";
import { inspectUpload } from "./inspection/inspect-upload";
import { UPLOAD_REFUSALS, UploadRefusal } from "./inspection/upload-refusal";
import { stagedUploads, UPLOAD_ID } from "./staged-uploads";
import { sha256Of } from "./stored-file";
import type { UploadDependencies } from "./upload-dependencies";
import { ENDPOINT_REFUSALS, refusal, textAnswer } from "./upload-refusals";

export const UPLOADS_PATH = "/api/uploads";

/** An upload left unfinished this long is refused by tus and swept by `cleanUpExpired` (issue 19). */
const STAGED_FOR_MS = UNFINISHED_UPLOAD_MINUTES * 60 * 1000;

/** Metadata keys the server writes, whatever the client sent under them. */
const OWNER = "owner";
const APPLICATION = "application";

/** The caller: the borrower on their own application, or (`coborrowerOnly`) a coborrower on theirs. */
type Caller = ApplicationContext & { applicantId: string; coborrowerOnly?: true };

const COBORROWER_UPLOADS_ONLY_ID =
  "As coborrower you upload only the photos of your own ID here. The borrower sends the other documents.";

/** A refusal tus sends as it is: the status and the sentence. */
const tusRefusal = (status: number, message: string) => ({ status_code: status, body: message });

function uploadIdOf(url: URL): string | null {
  const rest = url.pathname.slice(UPLOADS_PATH.length).replace(/^\/|\/$/g, "");
  return UPLOAD_ID.test(rest) ? rest : null;
}

/** The line an upload names, from its tus metadata; a refusal with the first problem's sentence. */
function lineOf(metadata: Upload["metadata"]): UploadLine {
  const fields = Object.fromEntries(
    Object.entries(metadata ?? {}).flatMap(([key, value]) => (value === null ? [] : [[key, value]])),
  );
  const parsed = uploadLineInput.safeParse(fields);
  if (!parsed.success)
    throw tusRefusal(422, parsed.error.issues[0]?.message ?? "Choose a document from your checklist.");
  return parsed.data;
}

/** The line as stored with the upload: only the fields the schema knows, then the owner's ids. */
function storedMetadata(line: UploadLine, caller: Caller): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(line)) if (value !== undefined) fields[key] = String(value);
  return { ...fields, [OWNER]: caller.applicantId, [APPLICATION]: caller.application.id };
}

async function checkTarget(caller: Caller, line: UploadLine) {
  // Decision 044: a coborrower's session files only their own ID's sides, for their identity check.
  if (caller.coborrowerOnly) {
    if (line.borrower !== "coborrower" || !isIdentityDocumentType(line.documentType) || line.conditionId)
      throw tusRefusal(422, COBORROWER_UPLOADS_ONLY_ID);
    return;
  }
  try {
    await assertUploadTarget(caller.deps, caller.application, line);
  } catch (error) {
    if (error instanceof UploadTargetRefusal) throw tusRefusal(error.status, error.message);
    throw error;
  }
}

/**
 * The tus endpoint at /api/uploads (decision 034): resumable uploads from a phone, staged by
 * @tus/file-store, each answered only to the applicant who created it. Every request needs the
 * applicant's session on an application with an accepted offer and `X-Same-Origin: 1`; creating
 * one needs a bot-check token, a declared size within 25 MB and the checklist line it is for.
 * The last byte's request inspects the file: refused, the staged bytes are deleted and the answer
 * says why; accepted, it is filed (`fileUpload`) and the answer carries `Upload-Document-Id`.
 */
export function createUploadEndpoint(deps: UploadDependencies) {
  const store = new FileStore({ directory: deps.stagingDir, expirationPeriodInMilliseconds: STAGED_FOR_MS });
  const staging = stagedUploads(store, deps.stagingDir, STAGED_FOR_MS);
  const inspect = concurrencyLimit(deps.inspectionsAtOnce ?? 2);
  const callers = new WeakMap<Request, Caller>();
  const callerOf = (req: Request): Caller => {
    const caller = callers.get(req);
    if (!caller) throw new Error("An upload request reached tus without its caller");
    return caller;
  };

  const server = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    // Same origin only: no Access-Control-Allow-Origin for anyone.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    // Each id starts with its owner's tag, so an applicant's open uploads are found by name.
    namingFunction: (req) =>
      staging.newId(callerOf(req as unknown as Request).applicantId, randomBytes(16).toString("hex")),
    async onUploadCreate(req, upload) {
      const caller = callerOf(req as unknown as Request);
      const line = lineOf(upload.metadata);
      await checkTarget(caller, line);
      return { metadata: storedMetadata(line, caller) };
    },
    async onUploadFinish(req, upload) {
      const caller = callerOf(req as unknown as Request);
      const staged = path.join(deps.stagingDir, upload.id);
      try {
        const line = lineOf(upload.metadata);
        await checkTarget(caller, line);
        const { documentId } = await inspect(async () => {
          const received = await fs.readFile(staged);
          const inspected = await inspectUpload(received);
          return fileUpload(deps, caller, line, inspected, sha256Of(received));
        });
        return { headers: { "Upload-Document-Id": documentId } };
      } catch (error) {
        if (error instanceof UploadRefusal || error instanceof UploadTargetRefusal)
          throw tusRefusal(error.status, error.message);
        throw error;
      } finally {
        // Filed or refused, the staged copy has served its purpose.
        await store.remove(upload.id).catch(() => {});
      }
    },
    onResponseError(_req, error) {
      if ("status_code" in error && error.status_code < 500) {
        if (error.status_code === 413) return tusRefusal(413, UPLOAD_REFUSALS.tooLarge.message);
        if (error.status_code === 404 || error.status_code === 410)
          return tusRefusal(404, ENDPOINT_REFUSALS.noUpload.message);
        return undefined;
      }
      // A phone that drops its connection mid-chunk ends its write this way; it resumes with HEAD.
      if ("body" in error && error.body === ERRORS.FILE_WRITE_ERROR.body)
        deps.log.info("an upload's connection ended before its chunk did");
      else deps.log.error({ err: error }, "upload failed");
      return tusRefusal(ENDPOINT_REFUSALS.failed.status, ENDPOINT_REFUSALS.failed.message);
    },
  });

  /** Whether the upload exists and was created by this caller for this application. */
  async function owns(id: string, caller: Caller): Promise<boolean> {
    const upload = await store.getUpload(id).catch(() => null);
    return (
      upload?.metadata?.[OWNER] === caller.applicantId &&
      upload.metadata?.[APPLICATION] === caller.application.id
    );
  }

  async function handle(request: Request): Promise<Response> {
    const method = request.method.toUpperCase();
    const url = new URL(request.url);
    const id = uploadIdOf(url);
    const creating = method === "POST" && url.pathname.replace(/\/$/, "") === UPLOADS_PATH;
    if (!creating && !(id && ["HEAD", "PATCH", "DELETE"].includes(method)))
      return refusal(id || method !== "POST" ? "method" : "noUpload", { Allow: "POST, HEAD, PATCH, DELETE" });
    if (request.headers.get("x-same-origin") !== "1") return refusal("notSameOrigin");
    const caller = await uploadCaller(request.headers);
    if (!caller) return refusal((await hasSession(request)) ? "acceptOffer" : "signIn");

    if (creating) {
      const verdict = await deps.captcha.verify(request.headers.get("x-recaptcha-token"), API_UPDATE_ACTION);
      if (!verdict.ok) return refusal(verdict.reason === "unavailable" ? "botCheckDown" : "botCheck");
      const declared = request.headers.get("upload-length");
      if (declared === null) return refusal("sizeUnknown");
      if (Number(declared) > MAX_UPLOAD_BYTES) return textAnswer(413, UPLOAD_REFUSALS.tooLarge.message);
    } else if (!(await owns(id as string, caller))) {
      return refusal("noUpload");
    }
    callers.set(request, caller);
    const response = creating
      ? await staging.serially(caller.applicantId, () => createWithinLimits(request, caller))
      : await server.handleWeb(request);
    response.headers.set("Cache-Control", "no-store");
    return response;
  }

  /** A creation, unless the caller's unfinished uploads already hold all they may (issue 19). */
  async function createWithinLimits(request: Request, caller: Caller): Promise<Response> {
    const declared = Number(request.headers.get("upload-length"));
    const verdict = await staging.allows(caller.applicantId, declared, Date.now());
    if (!verdict.ok)
      return textAnswer(429, verdict.message, { "Retry-After": String(verdict.retryAfterSeconds) });
    return server.handleWeb(request);
  }

  /** The borrower on their own application; else the coborrower of one, for their ID only. */
  async function uploadCaller(headers: Headers): Promise<Caller | null> {
    const [auth, prequal] = await Promise.all([deps.auth(), deps.prequal()]);
    const own = await callerApplication(headers, auth, prequal);
    if (own) return own;
    const coborrowing = await callerCoborrowing(headers, auth, prequal);
    return coborrowing ? { ...coborrowing, coborrowerOnly: true } : null;
  }

  /** Whether a caller without an application at least has a session (so is told what is missing). */
  async function hasSession(request: Request): Promise<boolean> {
    return (await callerSession(request.headers, "applicant", await deps.auth())) !== null;
  }

  return {
    handle,
    /** Deletes staged uploads (bytes and records) left unfinished past their time (a periodic sweep). */
    cleanUpExpired: () => server.cleanUpExpiredUploads(),
  };
}
