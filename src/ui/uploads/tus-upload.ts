"use client";
import { DetailedError, Upload } from "tus-js-client";
import { API_UPDATE_ACTION } from "@/domain/ports/captcha";
import { captchaToken } from "@/lib/captcha/token";

/** The tus endpoint the host answers (decision 034). */
export const UPLOADS_ENDPOINT = "/api/uploads/";

/**
 * The host ends a request after 60 s: a 5 MB chunk gets through on a slow phone connection
 * (about 0.7 Mbit/s) within that, and a cut connection loses at most one chunk.
 */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

/** Waits before each new try after a dropped connection: a phone walking out of signal gets a minute. */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** The checklist line an upload is filed against: the metadata keys of `uploadLineInput`. */
export interface UploadTarget {
  documentType: string;
  borrower?: "main" | "coborrower";
  propertyId?: string;
  side?: "front" | "back";
  conditionId?: string;
}

export interface UploadCallbacks {
  onProgress: (sent: number, total: number) => void;
  /** Filed: the document's id from `Upload-Document-Id`. */
  onFiled: (documentId: string | null) => void;
  /** Refused by the server (413/415/422…): its plain sentence. */
  onRefused: (sentence: string) => void;
  /** Neither: the connection stayed down after every retry. */
  onFailed: () => void;
}

/** The line as tus metadata: only the keys that are set, every value a string. */
function metadataOf(target: UploadTarget, filename: string): Record<string, string> {
  const metadata: Record<string, string> = { filename };
  for (const [key, value] of Object.entries(target)) if (typeof value === "string") metadata[key] = value;
  return metadata;
}

/**
 * The same file sent for two lines must not resume one into the other: tus-js-client's default
 * fingerprint is the file and the endpoint only, so the line is part of ours.
 */
function fingerprintOf(file: File, target: UploadTarget): string {
  const line = [target.documentType, target.borrower, target.propertyId, target.side, target.conditionId]
    .map((part) => part ?? "")
    .join(":");
  return ["documents", line, file.name, file.type, file.size, file.lastModified].join("-");
}

/** A refusal's sentence: the server answers 4xx with a plain-text body that says what to do. */
function refusalOf(error: Error | DetailedError): string | null {
  if (!(error instanceof DetailedError) || !error.originalResponse) return null;
  const status = error.originalResponse.getStatus();
  if (status < 400 || status >= 500) return null;
  const body = error.originalResponse.getBody()?.trim();
  return body && body.length < 500 ? body : null;
}

/**
 * Sends one file with the tus protocol (issue 10): 5 MB chunks, retried after a dropped
 * connection from the offset the server reports, and remembered in the browser's storage under
 * its fingerprint so a reload of the page resumes it. Every request says it is same-origin; the
 * creation carries a bot-check token. Answers a function that stops the upload.
 */
export function startUpload(file: File, target: UploadTarget, callbacks: UploadCallbacks): () => void {
  let stopped = false;
  const upload = new Upload(file, {
    endpoint: UPLOADS_ENDPOINT,
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: UPLOAD_RETRY_DELAYS,
    metadata: metadataOf(target, file.name),
    headers: { "X-Same-Origin": "1" },
    fingerprint: async () => fingerprintOf(file, target),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: async (request) => {
      if (request.getMethod() === "POST")
        request.setHeader("X-Recaptcha-Token", await captchaToken(API_UPDATE_ACTION));
    },
    onProgress: (sent, total) => callbacks.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => callbacks.onFiled(lastResponse.getHeader("Upload-Document-Id") ?? null),
    onError: (error) => {
      if (stopped) return;
      const refusal = refusalOf(error);
      if (refusal) callbacks.onRefused(refusal);
      else callbacks.onFailed();
    },
  });
  void upload
    .findPreviousUploads()
    .then((previous) => {
      const [latest] = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime));
      if (latest) upload.resumeFromPreviousUpload(latest);
    })
    .catch(() => undefined)
    .finally(() => {
      if (!stopped) upload.start();
    });
  return () => {
    stopped = true;
    void upload.abort();
  };
}
