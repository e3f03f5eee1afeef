import { describe, expect, it } from "vitest";
import { displayFileName, uploadFitsChecklist, uploadLineInput } from "./upload-line";

const parse = (value: unknown) => uploadLineInput.safeParse(value);
const messages = (value: unknown) => {
  const result = parse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("uploadLineInput (the checklist line an upload names, spec §3 upload)", () => {
  it("accepts a borrower document for the main borrower or the coborrower", () => {
    expect(parse({ documentType: "paystub", borrower: "main", filename: "pay.pdf" }).success).toBe(true);
    expect(parse({ documentType: "paystub", borrower: "coborrower" }).success).toBe(true);
  });

  it("refuses a type outside the spec §3 catalogue", () => {
    expect(messages({ documentType: "selfie", borrower: "main" })).toEqual([
      "documentType: Choose a document from your checklist.",
    ]);
  });

  it("asks a property document for its property, and a borrower document for its borrower", () => {
    expect(messages({ documentType: "mortgage_statement", borrower: "main" })).toEqual([
      "propertyId: Say which property this document is for.",
    ]);
    expect(messages({ documentType: "w2", propertyId: "prop-1" })).toEqual([
      "borrower: Say whose document this is: yours or your coborrower's.",
    ]);
    expect(parse({ documentType: "mortgage_statement", propertyId: "prop-1" }).success).toBe(true);
  });

  it("refuses a main-borrower-only document for the coborrower (spec §3 borrowers: main)", () => {
    expect(messages({ documentType: "current_personal_tax_returns", borrower: "coborrower" })).toEqual([
      "borrower: Only the main borrower sends this document.",
    ]);
  });

  it("needs an identity document's side, one the document has (a passport has only a front)", () => {
    expect(messages({ documentType: "driver_license", borrower: "main" })).toEqual([
      "side: Say which side of the driver's license this photo shows.",
    ]);
    expect(parse({ documentType: "driver_license", borrower: "main", side: "back" }).success).toBe(true);
    expect(messages({ documentType: "passport", borrower: "main", side: "back" })).toHaveLength(1);
    expect(messages({ documentType: "paystub", borrower: "main", side: "front" })).toEqual([
      "side: Only identity documents have sides.",
    ]);
  });

  it("keeps the file name as display text only", () => {
    const line = uploadLineInput.parse({
      documentType: "w2",
      borrower: "main",
      filename: "../../etc/passwd",
    });
    expect(line.filename).toBe("passwd");
  });
});

describe("displayFileName", () => {
  it("drops folders, control characters and direction overrides that disguise an extension", () => {
    expect(displayFileName("C:\\Users\\ann\\pay stub.pdf")).toBe("pay stub.pdf");
    expect(displayFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(displayFileName("a\u0000b\nc.pdf")).toBe("abc.pdf");
    expect(displayFileName("   ")).toBe("document");
    expect(displayFileName("x".repeat(400))).toHaveLength(255);
  });
});

describe("uploadFitsChecklist (decision 034: an upload names a line of the applicant's own checklist)", () => {
  const lines = [
    { type: "id_document", borrower: "main" as const },
    { type: "paystub", borrower: "coborrower" as const },
    { type: "mortgage_statement", borrower: null, propertyId: "prop-home" },
  ];

  it("files an identity document (a driver's license) on the borrower's photo ID line", () => {
    expect(uploadFitsChecklist(lines, { documentType: "driver_license", borrower: "main" })).toBe(true);
    expect(uploadFitsChecklist(lines, { documentType: "passport", borrower: "coborrower" })).toBe(false);
  });

  it("files a borrower's document only for the borrower the line asks", () => {
    expect(uploadFitsChecklist(lines, { documentType: "paystub", borrower: "coborrower" })).toBe(true);
    expect(uploadFitsChecklist(lines, { documentType: "paystub", borrower: "main" })).toBe(false);
  });

  it("files a property document only for the property the line asks", () => {
    expect(uploadFitsChecklist(lines, { documentType: "mortgage_statement", propertyId: "prop-home" })).toBe(
      true,
    );
    expect(uploadFitsChecklist(lines, { documentType: "mortgage_statement", propertyId: "prop-other" })).toBe(
      false,
    );
  });

  it("always takes a borrower's bank statements (spec §2 /app/bank-statement), never as a property's", () => {
    expect(uploadFitsChecklist(lines, { documentType: "bank_statements", borrower: "coborrower" })).toBe(
      true,
    );
    expect(uploadFitsChecklist(lines, { documentType: "bank_statements", propertyId: "prop-home" })).toBe(
      false,
    );
  });
});
