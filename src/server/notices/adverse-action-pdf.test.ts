import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { type AdverseActionNoticeContent, adverseActionPdf, wrapText } from "./adverse-action-pdf";
import { pageTexts } from "./pdf-text.test-support";

const LENDER = {
  legalName: "Keystone Home Credit (demo lender)",
  address: "100 Main Street, Suite 400, Wilmington, DE 19801",
  phone: "(302) 555-0100",
  email: "support@keystone-home-credit.demo",
  nmlsId: "123456",
};

const NOTICE: AdverseActionNoticeContent = {
  id: "8b0c1f9e-2a4d-4c55-9a61-0f4f4d1d2c3b",
  title: "Notice of action taken",
  issuedAt: new Date("2026-11-23T15:30:00Z"),
  sections: [
    {
      heading: "Principal reasons for our decision",
      paragraphs: [
        "• Your credit score is below our minimum of 640.",
        "• Length of credit history is too short.",
      ],
    },
    {
      heading: "What we decided",
      paragraphs: ["We cannot offer you a home-equity line of credit at this time."],
    },
    {
      heading: "Your rights under the Equal Credit Opportunity Act",
      paragraphs: [
        "The federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant’s income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act.",
      ],
    },
  ],
};

describe("the adverse-action notice as a PDF (Reg B, issue 8)", () => {
  it("is a PDF titled with the notice's title, whose text names the lender, the issue day, the reasons and every section", async () => {
    const bytes = await adverseActionPdf(NOTICE, LENDER);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Notice of action taken");
    expect(doc.getAuthor()).toBe(LENDER.legalName);

    const text = (await pageTexts(bytes)).flat().join(" ");
    expect(text).toContain("Keystone Home Credit (demo lender)");
    expect(text).toContain("100 Main Street, Suite 400, Wilmington, DE 19801");
    expect(text).toContain("NMLS ID 123456");
    expect(text).toContain("Notice of action taken");
    expect(text).toContain("Issued November 23, 2026");
    expect(text).toContain(NOTICE.id);
    expect(text).toContain("• Your credit score is below our minimum of 640.");
    expect(text).toContain("Your rights under the Equal Credit Opportunity Act");
    // A long paragraph is wrapped over several lines; read together, none of it is lost.
    expect(text).toContain("exercised any right under the Consumer Credit Protection Act.");
    expect(text).toContain("applicant’s income");
  });

  it("wraps long lines inside the margins and starts new pages when the text runs long", async () => {
    const long: AdverseActionNoticeContent = {
      ...NOTICE,
      sections: Array.from({ length: 12 }, (_, i) => ({
        heading: `Section ${i + 1}`,
        paragraphs: [NOTICE.sections[1]?.paragraphs[0] ?? ""],
      })),
    };
    const bytes = await adverseActionPdf(long, LENDER);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const pages = await pageTexts(bytes);
    expect(pages.flat()).toContain("Section 12");
    const last = pages.length;
    expect(pages.at(-1)?.join(" ")).toContain(`Page ${last} of ${last}`);

    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText(`${"word ".repeat(80)}${"x".repeat(300)}`, font, 11, 504);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(504);
    expect(lines.join("").replace(/\s/g, "")).toBe(`${"word".repeat(80)}${"x".repeat(300)}`);
  });

  it("prints characters the standard font cannot draw as a question mark instead of failing", async () => {
    const bytes = await adverseActionPdf(
      { ...NOTICE, sections: [{ heading: "Why", paragraphs: ["Score 600 ≥ nothing 🙂"] }] },
      LENDER,
    );
    expect((await pageTexts(bytes)).flat().join(" ")).toContain("Score 600 ? nothing ?");
  });

  it("gives the same bytes for the same notice (the document's dates are the issue day)", async () => {
    const first = await adverseActionPdf(NOTICE, LENDER);
    const second = await adverseActionPdf(NOTICE, LENDER);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
