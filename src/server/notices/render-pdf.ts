import type { DisclosureContent } from "@/domain/closing/disclosure-content";
import { type AdverseActionNoticeContent, adverseActionPdf } from "./adverse-action-pdf";
import { type ApplicationSummaryContent, applicationSummaryPdf } from "./application-summary-pdf";
import { consentCheckPdf } from "./consent-check-pdf";
import { disclosurePdf } from "./disclosure-pdf";
import type { NoticeLender } from "./pdf-writer";

/** A PDF the site writes for a person, as plain data a worker thread can be handed. */
export type PdfJob =
  | { kind: "applicationSummary"; summary: ApplicationSummaryContent; lender: NoticeLender }
  | { kind: "adverseActionNotice"; notice: AdverseActionNoticeContent; lender: NoticeLender }
  | { kind: "consentCheck"; code: string; issuedAt: Date; lender: NoticeLender }
  | { kind: "disclosure"; content: DisclosureContent; lender: NoticeLender };

/** Writes the PDF a job names: what the worker pool runs (pdf-pool.ts), off the server's event loop. */
export function renderPdf(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case "applicationSummary":
      return applicationSummaryPdf(job.summary, job.lender);
    case "adverseActionNotice":
      return adverseActionPdf(job.notice, job.lender);
    case "consentCheck":
      return consentCheckPdf(job.code, job.issuedAt, job.lender);
    case "disclosure":
      return disclosurePdf(job.content, job.lender);
  }
}
