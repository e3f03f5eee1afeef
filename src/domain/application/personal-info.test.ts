import { describe, expect, it } from "vitest";
import { messagesOf, personalInfoForm } from "./application.test-support";
import { personalInfoInput, personalInfoRecord } from "./personal-info";

const parse = (overrides: Record<string, unknown> = {}) =>
  personalInfoInput.safeParse(personalInfoForm(overrides));
const refusals = (overrides: Record<string, unknown> = {}) => messagesOf(parse(overrides));
const residence = (overrides: Record<string, unknown>) => ({
  ...personalInfoForm().currentResidence,
  ...overrides,
});
const formerHome = { line1: "9 Elm Road", line2: "Apt 2", city: "Newark", state: "DE", zip: "19711" };

describe("personal information (Form 1003 section 1a; spec §3 and §5)", () => {
  it("reads the form's strings into typed answers: phone digits, counts and ages as numbers", () => {
    const result = parse();
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      firstName: "Ann",
      lastName: "Lee",
      phone: "3025550100",
      dependantCount: 2,
      dependantAges: [4, 7],
      currentResidence: { years: 5, months: 0, housing: "own" },
      militaryStatus: "none",
    });
    expect(result.data?.formerResidence).toBeUndefined();
    expect(result.data?.middleName).toBeUndefined();
    expect(result.data?.suffix).toBeUndefined();
  });

  it("refuses a list of more ages than anyone has dependants (at most 20), before reading it further", () => {
    expect(refusals({ dependantCount: "20", dependantAges: Array(21).fill("3").join(", ") })).toMatchObject({
      dependantAges: "Enter one age for each dependent",
    });
  });

  it("reads an SSN typed XXX-XX-XXXX into its 9 digits (spec §5)", () => {
    expect(parse({ ssn: "123-45-6789" }).data?.ssn).toBe("123456789");
  });

  it("refuses an SSN that is not 9 digits, or that is never issued, in a sentence", () => {
    expect(refusals({ ssn: "123-45-678" })).toEqual({
      ssn: "Enter the 9 digits of your Social Security number",
    });
    expect(refusals({ ssn: "666-45-6789" }).ssn).toMatch(/can't start with 000, 666 or 9/);
  });

  it("reads a date of birth typed MM/DD/YYYY as a UTC date (spec §5)", () => {
    expect(parse({ dateOfBirth: "03/21/1985" }).data?.dateOfBirth).toEqual(new Date(Date.UTC(1985, 2, 21)));
  });

  it("refuses an applicant under 18 and a date that does not exist", () => {
    const young = `01/01/${new Date().getUTCFullYear() - 17}`;
    expect(refusals({ dateOfBirth: young })).toEqual({ dateOfBirth: "You must be 18 or older to apply" });
    expect(refusals({ dateOfBirth: "02/30/1985" })).toEqual({
      dateOfBirth: "This date doesn't exist. Check the month and the day",
    });
  });

  it("refuses a phone that is not 10 digits, saying the format (spec §5)", () => {
    expect(refusals({ phone: "555-0100" })).toEqual({
      phone: "Enter the 10 digits of your phone number, like (555) 123-4567",
    });
  });

  it("takes a suffix of the spec's list (sr, jr, i to ix) and a middle name, and refuses others", () => {
    expect(parse({ suffix: "iii", middleName: "Marie" }).data).toMatchObject({
      suffix: "iii",
      middleName: "Marie",
    });
    expect(refusals({ suffix: "esq" })).toEqual({ suffix: "Choose a suffix from the list, or none" });
    expect(refusals({ middleName: "M4rie" })).toEqual({
      middleName: "Use only letters, spaces, hyphens and apostrophes in your middle name",
    });
  });

  it("asks for the legal first and last name", () => {
    expect(refusals({ firstName: "", lastName: " " })).toEqual({
      firstName: "Enter your first name",
      lastName: "Enter your last name",
    });
  });

  it("takes the spec's four citizenship values and refuses anything else", () => {
    for (const citizenship of ["usCitizen", "permanentResident", "nonPermanentResident", "nonResidentAlien"])
      expect(parse({ citizenship }).success).toBe(true);
    expect(refusals({ citizenship: "" })).toEqual({ citizenship: "Choose your citizenship" });
  });

  it("asks for the marital status and the military service status (spec §3 enumerations)", () => {
    expect(refusals({ maritalStatus: "divorced", militaryStatus: "" })).toEqual({
      maritalStatus: "Choose your marital status",
      militaryStatus: "Choose your military service status",
    });
    expect(parse({ militaryStatus: "retiredOrDischardOrSeparated" }).success).toBe(true);
  });

  it("asks for one age per dependant, and none when there are no dependants", () => {
    expect(refusals({ dependantCount: "3", dependantAges: "4, 7" })).toEqual({
      dependantAges: "Enter 3 ages, one for each dependent, separated by commas",
    });
    expect(refusals({ dependantCount: "1", dependantAges: "" })).toEqual({
      dependantAges: "Enter the age of your dependent",
    });
    expect(parse({ dependantCount: "0", dependantAges: "4" }).data?.dependantAges).toEqual([]);
    expect(refusals({ dependantAges: "four, 7" })).toEqual({
      "dependantAges.0": "Enter each age as a whole number, separated by commas, like 4, 7",
    });
  });

  it("refuses a dependant count that is not a whole number from 0 to 20", () => {
    expect(refusals({ dependantCount: "", dependantAges: "" })).toEqual({
      dependantCount: "Enter how many dependents you have (0 if none)",
    });
    expect(refusals({ dependantCount: "21", dependantAges: "" }).dependantCount).toMatch(/between 0 and 20/);
  });

  it("asks a renter for the monthly rent, and drops the rent of someone who owns", () => {
    expect(refusals({ currentResidence: residence({ housing: "rent" }) })).toEqual({
      "currentResidence.monthlyRent": "Enter your monthly rent",
    });
    const renter = parse({ currentResidence: residence({ housing: "rent", monthlyRent: "$1,850" }) });
    expect(renter.data?.currentResidence.monthlyRent).toBe(1850);
    const owner = parse({ currentResidence: residence({ housing: "own", monthlyRent: "$1,850" }) });
    expect(owner.data?.currentResidence.monthlyRent).toBeUndefined();
  });

  it("takes no primary housing expense as a housing answer, and refuses an empty one", () => {
    expect(parse({ currentResidence: residence({ housing: "noPrimaryHousingExpense" }) }).success).toBe(true);
    expect(refusals({ currentResidence: residence({ housing: "" }) })).toEqual({
      "currentResidence.housing": "Choose whether you own, rent, or have no housing expense",
    });
  });

  it("requires the former address when under 2 years (24 months) at the current one", () => {
    expect(refusals({ currentResidence: residence({ years: "1", months: "11" }) })).toEqual({
      "formerResidence.address.line1":
        "You have lived at your current address for less than 2 years: enter your former address",
    });
    const withFormer = parse({
      currentResidence: residence({ years: "1", months: "11" }),
      formerResidence: { address: formerHome, years: "3", months: "2" },
    });
    expect(withFormer.data?.formerResidence).toEqual({ address: formerHome, years: 3, months: 2 });
  });

  it("does not keep a former address once the current one reaches 2 years exactly", () => {
    const result = parse({
      currentResidence: residence({ years: "2", months: "0" }),
      formerResidence: { address: formerHome, years: "3", months: "2" },
    });
    expect(result.data?.formerResidence).toBeUndefined();
  });

  it("checks a former address like the current one (ZIP code of the state chosen)", () => {
    const result = refusals({
      currentResidence: residence({ years: "0", months: "6" }),
      formerResidence: { address: { ...formerHome, zip: "94112" }, years: "3", months: "0" },
    });
    expect(result).toEqual({
      "formerResidence.address.zip":
        "This ZIP code is in California, not Delaware. Check the state or the ZIP code",
    });
  });

  it("refuses months at an address above 11 and years that are not numbers", () => {
    expect(refusals({ currentResidence: residence({ months: "12" }) })).toEqual({
      "currentResidence.months": "Enter the months you have lived there between 0 and 11",
    });
    expect(refusals({ currentResidence: residence({ years: "five" }) })).toMatchObject({
      "currentResidence.years": "Enter the years you have lived there as a whole number, like 3",
    });
  });

  it("reads answers already typed (numbers and arrays from a saved record) the same way", () => {
    const saved = personalInfoInput.parse(personalInfoForm());
    expect(personalInfoInput.parse(saved)).toEqual(saved);
  });

  it("keeps only the SSN's last four digits in the record stored in clear (docs/design.md §5)", () => {
    const info = personalInfoInput.parse(personalInfoForm({ ssn: "123-45-6789", dateOfBirth: "03/21/1985" }));
    const record = personalInfoRecord(info, "6789");
    expect(record).not.toHaveProperty("ssn");
    expect(record).not.toHaveProperty("dateOfBirth");
    expect(record.ssnLastFour).toBe("6789");
    expect(JSON.stringify(record)).not.toMatch(/123456789|1985/);
  });

  it("keeps Form 1103's language preference when chosen, leaves it out when not answered, refuses another", () => {
    expect(parse({ languagePreference: "tagalog" }).data?.languagePreference).toBe("tagalog");
    expect(parse({ languagePreference: "" }).data?.languagePreference).toBeUndefined();
    expect(refusals({ languagePreference: "klingon" })).toEqual({
      languagePreference: "Choose a language, or that you do not wish to respond",
    });
  });
});
