import { Upload } from "tus-js-client";
import { API_UPDATE_ACTION } from "@/domain/ports/captcha";
import { captchaToken } from "@/lib/captcha/token";

/**
 * Uploads one side of the ID through the document pipeline (tus /api/uploads, decision 034) with
 * the headers every API call carries (the bot-check token on creation) and the metadata of
 * `uploadLineInput`; answers the document id the endpoint gives the finished file.
 */
export function uploadIdSide(
  file: File,
  line: { documentType: string; side: "front" | "back"; borrower: "main" | "coborrower" },
): Promise<string> {
  return new Promise((resolve, reject) => {
    let documentId: string | null = null;
    const upload = new Upload(file, {
      endpoint: "/api/uploads",
      headers: { "X-Same-Origin": "1" },
      metadata: {
        documentType: line.documentType,
        borrower: line.borrower,
        side: line.side,
        filename: file.name,
      },
      retryDelays: [0, 2000, 5000],
      async onBeforeRequest(request) {
        if (request.getMethod() === "POST")
          request.setHeader("X-Recaptcha-Token", await captchaToken(API_UPDATE_ACTION));
      },
      onAfterResponse(_request, response) {
        documentId = response.getHeader("Upload-Document-Id") ?? documentId;
      },
      onSuccess: () => (documentId ? resolve(documentId) : reject(new Error("no document id"))),
      onError: reject,
    });
    upload.start();
  });
}
