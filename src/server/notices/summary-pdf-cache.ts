import { createHash } from "node:crypto";

/** Summaries kept at once: the applications downloaded most recently, a few tens of KB each. */
const KEPT = 200;

/**
 * The application summary's PDF, one per application (issue 19): written once for what it
 * prints, and given again while the application reads the same, so repeated downloads do not
 * write it again. Any change to what it prints (an answer, the offer, the completion, the lender)
 * gives another digest, and the PDF is written anew. Downloads of one summary at once share one
 * writing. Per process: another instance writes its own copy once.
 */
export function summaryPdfCache(kept = KEPT) {
  const entries = new Map<string, { digest: string; bytes: Promise<Uint8Array> }>();
  return {
    async pdfFor(
      applicationId: string,
      content: unknown,
      write: () => Promise<Uint8Array>,
    ): Promise<Uint8Array> {
      const digest = createHash("sha256").update(JSON.stringify(content)).digest("base64url");
      const kept_ = entries.get(applicationId);
      entries.delete(applicationId);
      if (kept_?.digest === digest) {
        entries.set(applicationId, kept_);
        return kept_.bytes;
      }
      const bytes = write();
      entries.set(applicationId, { digest, bytes });
      for (const oldest of entries.keys()) {
        if (entries.size <= kept) break;
        entries.delete(oldest);
      }
      // A failed writing is not kept: the next download tries again.
      bytes.catch(() => {
        if (entries.get(applicationId)?.bytes === bytes) entries.delete(applicationId);
      });
      return bytes;
    },
  };
}

export type SummaryPdfCache = ReturnType<typeof summaryPdfCache>;

let processCache: SummaryPdfCache | undefined;

/** The process's summary cache. */
export function processSummaryPdfCache(): SummaryPdfCache {
  processCache ??= summaryPdfCache();
  return processCache;
}
