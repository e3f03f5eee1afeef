import { afterAll, describe, expect, it } from "vitest";
import { applicationSummaryPdf } from "./application-summary-pdf";
import { consentCheckPdf } from "./consent-check-pdf";
import { closePdfPool, renderPdfInPool } from "./pdf-pool";

const LENDER = {
  legalName: "Keystone Home Credit (demo lender)",
  address: "100 Main Street, Wilmington, DE 19801",
};
const SUMMARY = {
  reference: "3f9a2c1e-0000-4000-8000-000000000001",
  generatedAt: new Date("2026-11-23T15:30:00Z"),
  completedAt: null,
  groups: [
    {
      step: "personalInfo" as const,
      who: "borrower" as const,
      title: "Personal information",
      rows: [{ label: "Date of birth", value: "03/21/1985" }],
    },
  ],
};

afterAll(() => closePdfPool());

describe("PDFs are written on worker threads, off the server's event loop (issue 19)", () => {
  it("gives the same bytes as writing them in the server would, dates and all", async () => {
    const [inPool, inline] = await Promise.all([
      renderPdfInPool({ kind: "applicationSummary", summary: SUMMARY, lender: LENDER }),
      applicationSummaryPdf(SUMMARY, LENDER),
    ]);
    expect(inPool).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(inPool).equals(Buffer.from(inline))).toBe(true);
  });

  it("writes several at once", async () => {
    const issuedAt = new Date("2026-11-23T15:30:00Z");
    const codes = ["K7Q2M9", "P3X8L4", "T6W1R5", "B2N7H3"];
    const written = await Promise.all(
      codes.map((code) => renderPdfInPool({ kind: "consentCheck", code, issuedAt, lender: LENDER })),
    );
    for (const [i, code] of codes.entries())
      expect(
        Buffer.from(written[i] as Uint8Array).equals(
          Buffer.from(await consentCheckPdf(code, issuedAt, LENDER)),
        ),
      ).toBe(true);
  });
});
