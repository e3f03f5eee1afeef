import http from "node:http";
import { UPLOAD_TOKEN } from "./upload-world";

/** tus's Upload-Metadata: `key base64(value)` pairs, comma-separated. */
export function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");
}

export interface Caller {
  cookie?: string;
  sameOrigin?: boolean;
  token?: string | null;
}

function headersOf(caller: Caller, extra: Record<string, string> = {}): Record<string, string> {
  return {
    "tus-resumable": "1.0.0",
    ...(caller.cookie ? { cookie: caller.cookie } : {}),
    ...(caller.sameOrigin === false ? {} : { "x-same-origin": "1" }),
    ...extra,
  };
}

/** POST /api/uploads/: a new upload of `length` bytes for the line in `metadata`. */
export function createUpload(
  base: string,
  caller: Caller,
  length: number | null,
  metadata: Record<string, string>,
) {
  const token = caller.token === undefined ? UPLOAD_TOKEN : caller.token;
  return fetch(`${base}/api/uploads/`, {
    method: "POST",
    headers: headersOf(caller, {
      ...(length === null ? {} : { "upload-length": String(length) }),
      "upload-metadata": encodeMetadata(metadata),
      ...(token ? { "x-recaptcha-token": token } : {}),
    }),
  });
}

/** The upload's address from a creation's answer. */
export function locationOf(created: Response, base: string): string {
  const location = created.headers.get("location");
  if (created.status !== 201 || !location) throw new Error(`Not created: ${created.status}`);
  return new URL(location, base).toString();
}

export const headUpload = (url: string, caller: Caller) =>
  fetch(url, { method: "HEAD", headers: headersOf(caller) });

export const deleteUpload = (url: string, caller: Caller) =>
  fetch(url, { method: "DELETE", headers: headersOf(caller) });

export const patchUpload = (url: string, caller: Caller, offset: number, bytes: Uint8Array) =>
  fetch(url, {
    method: "PATCH",
    headers: headersOf(caller, {
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    }),
    body: bytes.slice(),
  });

/** A whole file sent in one creation and one PATCH; the last answer. */
export async function uploadWhole(
  base: string,
  caller: Caller,
  bytes: Uint8Array,
  metadata: Record<string, string>,
) {
  const created = await createUpload(base, caller, bytes.byteLength, metadata);
  if (created.status !== 201) return created;
  return patchUpload(locationOf(created, base), caller, 0, bytes);
}

/**
 * A PATCH whose connection is cut after `sent` of its bytes, as a phone losing its signal: the
 * request declares the whole remainder, sends part of it, waits for the server to take it, and
 * destroys the socket.
 */
export function cutPatch(
  url: string,
  caller: Caller,
  offset: number,
  rest: Uint8Array,
  sent: number,
): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: "PATCH",
      headers: headersOf(caller, {
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
        "content-length": String(rest.byteLength),
      }),
    });
    request.on("error", () => resolve());
    request.on("close", () => resolve());
    request.write(rest.subarray(0, sent), () => {
      setTimeout(() => request.destroy(), 300);
    });
  });
}
