import { describe, expect, it } from "vitest";
import { larEditFailures } from "./lar-edits";
import {
  type HmdaApplication,
  type HmdaInstitution,
  loanApplicationRegister,
} from "./loan-application-register";

const INSTITUTION: HmdaInstitution = {
  name: "Test Lender LLC",
  lei: "5493001KJTIIGC8Y1R12",
  taxId: "12-3456789",
  agency: "9",
  contact: { name: "Compliance Desk", phone: "302-555-0100", email: "hmda@lender.test" },
  office: { street: "1 Test Street", city: "Wilmington", state: "DE", zip: "19801" },
};

const HOME = { line1: "12 Elm Street", city: "Wilmington", state: "DE", zip: "19801" };

const heloc: HmdaApplication = {
  applicationId: "7d1f7a0e-8a53-4d0e-9b7a-4f5f2d1c9e11",
  receivedOn: new Date("2026-03-02T15:00:00Z"),
  product: "heloc",
  purpose: null,
  propertyUse: "primaryResidence",
  propertyType: "singleFamily",
  units: 1,
  address: HOME,
  propertyValue: 500_000,
  loanAmount: 75_000,
  rate: 0.0825,
  termMonths: 360,
  subordinate: true,
  action: "approved",
  actionOn: new Date("2026-03-05T10:00:00Z"),
  denialReasons: [],
  annualIncome: 96_000,
  applicant: {
    dateOfBirth: "1980-05-17",
    demographics: {
      ethnicity: {
        hispanicOrLatino: true,
        mexican: false,
        puertoRican: false,
        cuban: true,
        otherHispanicOrLatino: false,
        otherHispanicOrLatinoOrigin: undefined,
        notHispanicOrLatino: false,
        wontInform: false,
      },
      race: {
        americanIndianOrAlaskaNative: false,
        americanIndianTribe: undefined,
        asian: true,
        asianIndian: false,
        chinese: false,
        filipino: false,
        japanese: false,
        korean: false,
        vietnamese: false,
        otherAsian: true,
        otherAsianOrigin: "Hmong",
        blackOrAfricanAmerican: false,
        nativeHawaiianOrOtherPacificIslander: false,
        nativeHawaiian: false,
        guamanianOrChamorro: false,
        samoan: false,
        otherPacificIslander: false,
        otherPacificIslanderOrigin: undefined,
        white: false,
        wontInform: false,
      },
      sex: { female: true, male: false, wontInform: false },
    },
  },
  coApplicant: { dateOfBirth: "1982-11-02", demographics: null },
};

const declinedPurchase: HmdaApplication = {
  ...heloc,
  applicationId: "0b6c3a51-2d44-4b7e-8a0f-1e2d3c4b5a69",
  product: "mortgage",
  purpose: "purchase",
  loanAmount: 320_000,
  termMonths: 360,
  subordinate: false,
  action: "declined",
  denialReasons: ["Debts are too high for the income"],
  applicant: { dateOfBirth: null, demographics: null },
  coApplicant: null,
};

const rowsOf = (text: string) =>
  text
    .trim()
    .split("\n")
    .map((line) => line.split("|"));

describe("the HMDA loan/application register (issue 21 item 8)", () => {
  const text = loanApplicationRegister(INSTITUTION, 2026, [heloc, declinedPurchase]);

  it("passes the FFIEC syntactical and validity edits that apply", () => {
    expect(larEditFailures(text, 2026)).toEqual([]);
  });

  it("writes the transmittal sheet, then one row of 110 fields per application", () => {
    const [ts, ...lar] = rowsOf(text);
    expect(ts).toHaveLength(15);
    expect(ts?.[12]).toBe("2");
    expect(lar.map((r) => r.length)).toEqual([110, 110]);
  });

  it("reports a HELOC as an open-end line for its line amount, approved on the decision's date", () => {
    const [, row] = rowsOf(text);
    expect(row?.[108]).toBe("1");
    expect(row?.[9]).toBe("75000");
    expect(row?.[10]).toBe("2");
    expect(row?.[11]).toBe("20260305");
    expect(row?.[60]).toBe("2");
  });

  it("reports demographics only as chosen: the boxes ticked, or not provided", () => {
    const [, helocRow, declinedRow] = rowsOf(text);
    expect(helocRow?.slice(18, 23)).toEqual(["1", "13", "", "", ""]);
    expect(helocRow?.slice(32, 37)).toEqual(["2", "27", "", "", ""]);
    expect(helocRow?.[38]).toBe("Hmong");
    expect(helocRow?.[50]).toBe("2");
    // The co-applicant gave no answers: information not provided, never guessed.
    expect(helocRow?.[24]).toBe("3");
    expect(declinedRow?.[24]).toBe("5");
    expect(declinedRow?.[10]).toBe("3");
    expect(declinedRow?.[67]).toBe("9");
  });

  it("fails the edits when the register is wrong: a bad check digit, a miscount, another year", () => {
    const [ts, first, second] = rowsOf(text);
    if (!ts || !first || !second) throw new Error("three rows");
    const uli = first[2] as string;
    const badDigit = `${uli.slice(0, -2)}${uli.endsWith("00") ? "01" : "00"}`;
    const tampered = [ts.join("|"), [...first.slice(0, 2), badDigit, ...first.slice(3)].join("|")].join("\n");
    expect(larEditFailures(tampered, 2026).map((f) => f.edit)).toEqual(
      expect.arrayContaining(["V609", "S304"]),
    );
    expect(larEditFailures(text, 2025).map((f) => f.edit)).toEqual(
      expect.arrayContaining(["S302", "V619-2"]),
    );
    const twice = [ts.join("|"), first.join("|"), first.join("|")].join("\n");
    expect(larEditFailures(twice, 2026).map((f) => f.edit)).toContain("S305");
  });
});
