import { describe, expect, it } from "vitest";
import { CONSENT_CODE_ALPHABET, consentCode } from "./consent-code";
import { disclosureKindOfFile, disclosuresFor } from "./disclosure-documents";
import { consentInput, signInput, verifyInput } from "./esign-inputs";
import { signatureMatchesName } from "./signature-name";

describe("the disclosures at application (Reg Z)", () => {
  it("gives a HELOC its program disclosure and the brochure (1026.40(d), (e)), a mortgage its Loan Estimate (1026.19(e))", () => {
    expect(disclosuresFor("heloc")).toEqual(["helocProgramDisclosure", "helocBrochure"]);
    expect(disclosuresFor("mortgage")).toEqual(["loanEstimate"]);
  });

  it("finds a document by its file name only, never by a path", () => {
    expect(disclosureKindOfFile("loan-estimate")).toBe("loanEstimate");
    expect(disclosureKindOfFile("../loan-estimate")).toBeNull();
    expect(disclosureKindOfFile("loanEstimate")).toBeNull();
  });
});

describe("the ESIGN consent code", () => {
  it("is 6 characters from an alphabet without look-alikes (0/O, 1/I/L)", () => {
    let n = 0;
    const code = consentCode((size) => n++ % size);
    expect(code).toBe("ABCDEF");
    expect(CONSENT_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it("accepts the code typed in small letters with spaces, and refuses another length", () => {
    expect(consentInput.parse({ code: " ab c-d2 3" })).toEqual({ code: "ABCD23" });
    expect(consentInput.safeParse({ code: "ABC" }).success).toBe(false);
    expect(consentInput.safeParse({ code: "ABCDE0" }).success).toBe(false);
  });
});

describe("adopting a signature", () => {
  it("matches the name on the application whatever the case and spaces", () => {
    expect(signatureMatchesName("  ann   LEE ", "Ann", "Lee")).toBe(true);
    expect(signatureMatchesName("AnnLee", "Ann", "Lee")).toBe(true);
  });

  it("refuses another spelling, a part of the name, or an empty name on file", () => {
    expect(signatureMatchesName("Anne Lee", "Ann", "Lee")).toBe(false);
    expect(signatureMatchesName("Lee", "Ann", "Lee")).toBe(false);
    expect(signatureMatchesName("", "", "")).toBe(false);
  });

  it("signs only with the box ticked: the act of intent is explicit", () => {
    expect(signInput.safeParse({ signature: "Ann Lee", agree: false }).success).toBe(false);
    expect(signInput.safeParse({ signature: "Ann Lee" }).success).toBe(false);
    expect(signInput.parse({ signature: " Ann Lee ", agree: true })).toEqual({
      signature: "Ann Lee",
      agree: true,
    });
  });
});

describe("verifying a copy", () => {
  it("takes a SHA-256 in hexadecimal, in either case, and nothing else", () => {
    const hash = "AB".repeat(32);
    expect(verifyInput.parse({ document: "loanEstimate", sha256: hash }).sha256).toBe("ab".repeat(32));
    expect(verifyInput.safeParse({ document: "loanEstimate", sha256: "xyz" }).success).toBe(false);
  });
});
