import { describe, expect, expectTypeOf, it } from "vitest";
import { DOCUMENT_TYPES, type DocumentType, documentType } from "./document-types";

describe("document catalogue (spec §3)", () => {
  it("holds the 24 borrower-level, 7 property-level and 7 identity types of spec §3", () => {
    const count = (level: string) => DOCUMENT_TYPES.filter((d) => d.level === level).length;
    expect([count("borrower"), count("property"), count("identity")]).toEqual([24, 7, 7]);
  });

  it("asks for both sides of a driver's license and the front of a passport (spec §3)", () => {
    expect(documentType("driver_license")?.sides).toEqual(["front", "back"]);
    expect(documentType("passport")?.sides).toEqual(["front"]);
  });

  it("offers every identity document as a subtype of id_document (spec §3)", () => {
    expect(documentType("id_document")?.subtypes).toContain("green_card");
  });

  it("files property documents for the main borrower under PROP (spec §3)", () => {
    for (const d of DOCUMENT_TYPES.filter((e) => e.level === "property")) {
      expect([d.borrowers, d.category]).toEqual(["main", "PROP"]);
    }
  });

  it("counts 3 bank statements, 2 business returns and 2 K-1s (spec §9)", () => {
    expect(
      ["bank_statements", "business_tax_returns", "k1"].map((t) => documentType(t)?.requiredAmount),
    ).toEqual([3, 2, 2]);
  });

  it("gives every type a label, codes and a description", () => {
    for (const d of DOCUMENT_TYPES)
      expect(d.label && d.typeCode && d.loanSystemName && d.description).toBeTruthy();
  });

  it("names a document type only by a key of the catalogue (spec §3)", () => {
    expectTypeOf<"paystub">().toExtend<DocumentType>();
    expectTypeOf<"mortgage_statement">().toExtend<DocumentType>();
    expectTypeOf<"green_card">().toExtend<DocumentType>();
    expectTypeOf<"not_a_document">().not.toExtend<DocumentType>();
    expectTypeOf<string>().not.toExtend<DocumentType>();
  });
});
