import { describe, expect, it } from "vitest";
import { anApplication } from "./application-builder.test-support";
import { requiredDocuments } from "./required-documents";
import { uploadProgress } from "./upload-progress";

const progressOf = (
  builder: ReturnType<typeof anApplication>,
  exclude?: Parameters<typeof uploadProgress>[1],
) => uploadProgress(requiredDocuments(builder.build()), exclude);

describe("upload progress (spec §4, §9)", () => {
  it("tracks required versus uploaded per borrower, coborrower and property (spec §4)", () => {
    const p = progressOf(
      anApplication()
        .withCoborrower()
        .withJob()
        .withMortgagedProperty()
        .withUpload("paystub", { times: 2 })
        .withUpload("passport", { isCoborrower: true }),
    );
    expect(p.main).toEqual({ required: 7, uploaded: 2, complete: false });
    expect(p.coborrower).toEqual({ required: 1, uploaded: 1, complete: true });
    expect(p.property).toEqual({ required: 1, uploaded: 0, complete: false });
    expect(p.total).toEqual({ required: 9, uploaded: 3, complete: false });
  });

  it("never counts more uploads of a document than it asks for", () => {
    expect(progressOf(anApplication().withUpload("id_document", { times: 3 })).main).toEqual({
      required: 1,
      uploaded: 1,
      complete: true,
    });
  });

  it("leaves skipped documents out of the count (spec §4)", () => {
    expect(
      progressOf(anApplication().withJob().withUploadRequest("paystub", { shouldSkip: true })).main.required,
    ).toBe(3);
  });

  it("shows a property complete once its required documents are in, homeowners insurance or not (spec §9)", () => {
    const app = anApplication().withOwnedProperty().withUpload("property_tax_bill", { propertyId: "p1" });
    expect(progressOf(app).property).toEqual({ required: 1, uploaded: 1, complete: true });
  });

  it("counts a document nobody required only once something is uploaded for it (spec §9)", () => {
    const app = anApplication()
      .withOwnedProperty()
      .withUpload("property_tax_bill", { propertyId: "p1" })
      .withUpload("homeowners_insurance", { propertyId: "p1" });
    expect(progressOf(app).property).toEqual({ required: 2, uploaded: 2, complete: true });
  });

  it("can leave out the ID, student loan statements, flood insurance and non-required documents (spec §9)", () => {
    const app = anApplication()
      .withLiability({ omitted: true })
      .withOwnedProperty({ state: "FL" })
      .withUpload("homeowners_insurance", { propertyId: "p1" });
    expect(progressOf(app).total).toEqual({ required: 5, uploaded: 1, complete: false });
    expect(progressOf(app, { exclude: ["id"] }).total.required).toBe(4);
    expect(progressOf(app, { exclude: ["id", "educationalLoanStatement"] }).total.required).toBe(3);
    expect(
      progressOf(app, { exclude: ["id", "educationalLoanStatement", "floodInsurance"] }).total.required,
    ).toBe(2);
    expect(
      progressOf(app, { exclude: ["id", "educationalLoanStatement", "floodInsurance", "nonRequired"] }).total,
    ).toEqual({ required: 1, uploaded: 0, complete: false });
  });

  it("is complete with nothing to upload", () => {
    expect(uploadProgress([]).total).toEqual({ required: 0, uploaded: 0, complete: true });
  });
});
