import { describe, expect, it } from "vitest";
import { openUploadRequests, type RequestOnFile, requestReasonFor } from "./upload-requests";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27) + minutes * 60_000);
const request = (over: Partial<RequestOnFile> = {}): RequestOnFile => ({
  documentType: "bank_statement",
  borrower: "main",
  propertyId: null,
  shouldSkip: false,
  reason: "We need one more month of statements.",
  createdAt: at(0),
  ...over,
});
const file = (over: Partial<RequestOnFile> = {}) => ({
  documentType: "bank_statement",
  borrower: "main" as const,
  propertyId: null,
  createdAt: at(10),
  ...over,
});

describe("upload requests as the borrower meets them (spec §3, issue 22 item 4)", () => {
  it("stay open until a file of their line is filed after them", () => {
    expect(openUploadRequests([request()], [])).toHaveLength(1);
    expect(openUploadRequests([request()], [file({ createdAt: at(-5) })])).toHaveLength(1);
    expect(openUploadRequests([request()], [file()])).toEqual([]);
    expect(openUploadRequests([request()], [file({ borrower: "coborrower" })])).toHaveLength(1);
  });

  it("end when the line is waived afterwards: the latest request of a line wins", () => {
    const waived = request({ shouldSkip: true, reason: null, createdAt: at(5) });
    expect(openUploadRequests([request(), waived], [])).toEqual([]);
    expect(
      requestReasonFor({ documentType: "bank_statement", borrower: "main", propertyId: null }, [
        request(),
        waived,
      ]),
    ).toBeNull();
  });

  it("show their reason on the line they ask for, and on no other borrower's", () => {
    const line = { documentType: "bank_statement", borrower: "main" as const, propertyId: null };
    expect(requestReasonFor(line, [request()])).toBe("We need one more month of statements.");
    expect(requestReasonFor({ ...line, borrower: "coborrower" }, [request()])).toBeNull();
  });

  it("asking a property document of every property show on each property's line", () => {
    const asked = request({
      documentType: "mortgage_statement",
      borrower: null,
      reason: "The latest one, please.",
    });
    const line = { documentType: "mortgage_statement", borrower: null, propertyId: "p1" };
    expect(requestReasonFor(line, [asked])).toBe("The latest one, please.");
    expect(
      openUploadRequests(
        [asked],
        [file({ documentType: "mortgage_statement", borrower: null, propertyId: "p1" })],
      ),
    ).toEqual([]);
  });
});
