/** The endpoints' own refusals (a file's are in inspection/upload-refusal.ts), as plain text answers. */
export const ENDPOINT_REFUSALS = {
  signIn: { status: 401, message: "Your session has ended. Sign in again to upload your documents." },
  acceptOffer: {
    status: 403,
    message: "Your application opens once you have accepted an offer. Check your rate to begin.",
  },
  notSameOrigin: {
    status: 403,
    message:
      "This request was refused because it did not come from this site. Reload the page and try again.",
  },
  botCheck: {
    status: 403,
    message: "We could not confirm this upload came from a person. Reload the page and try again.",
  },
  botCheckDown: {
    status: 503,
    message:
      "Our bot check is not answering right now, so nothing was uploaded. Please try again in a minute.",
  },
  noUpload: { status: 404, message: "There is no upload here for you. Choose the file again to upload it." },
  noDocument: { status: 404, message: "There is no document here for you." },
  stillProcessing: {
    status: 409,
    message: "This file is still being prepared. Try again in a moment.",
  },
  sizeUnknown: {
    status: 400,
    message: "We need to know the file's size before it is sent. Reload the page and choose the file again.",
  },
  method: { status: 405, message: "This address doesn't answer this kind of request." },
  failed: {
    status: 503,
    message: "We couldn't save your file just now, and nothing was kept. Please try again in a few minutes.",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type EndpointRefusal = keyof typeof ENDPOINT_REFUSALS;

/** A plain-text answer nobody caches or sniffs. */
export function textAnswer(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });
}

export const refusal = (reason: EndpointRefusal, headers?: Record<string, string>) =>
  textAnswer(ENDPOINT_REFUSALS[reason].status, ENDPOINT_REFUSALS[reason].message, headers);
