import { describe, expect, it } from "vitest";
import { demographicsInput } from "./demographics";

const messages = (input: unknown) => {
  const result = demographicsInput.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
};

const declined = { ethnicity: { wontInform: true }, race: { wontInform: true }, sex: { wontInform: true } };
const answered = {
  ethnicity: { hispanicOrLatino: true, mexican: true },
  race: { asian: true, otherAsian: true, otherAsianOrigin: "  Hmong  " },
  sex: { female: true },
};

describe("demographic information (Form 1003 section 8, HMDA; spec §3 Demographics)", () => {
  it("accepts 'I do not wish to provide this information' for every group", () => {
    expect(demographicsInput.safeParse(declined).success).toBe(true);
  });

  it("reads unticked boxes as false and trims the free-text origin", () => {
    const d = demographicsInput.parse(answered);
    expect(d.ethnicity).toMatchObject({
      hispanicOrLatino: true,
      mexican: true,
      cuban: false,
      wontInform: false,
    });
    expect(d.race.otherAsianOrigin).toBe("Hmong");
    expect(d.race.white).toBe(false);
    expect(d.sex).toEqual({ female: true, male: false, wontInform: false });
  });

  it("reads its own output back to the same answers (a saved form reloads unchanged)", () => {
    const once = demographicsInput.parse(answered);
    expect(demographicsInput.parse(once)).toEqual(once);
  });

  it("allows several races and both sexes, as the applicant identifies", () => {
    expect(
      demographicsInput.safeParse({
        ...answered,
        race: { white: true, blackOrAfricanAmerican: true },
        sex: { female: true, male: true },
      }).success,
    ).toBe(true);
  });

  it("refuses 'I do not wish to provide' together with another choice of the same group", () => {
    expect(messages({ ...answered, ethnicity: { wontInform: true, notHispanicOrLatino: true } })).toEqual({
      "ethnicity.wontInform":
        "You chose not to provide your ethnicity: untick it, or untick the other ethnicity boxes",
    });
    expect(messages({ ...answered, sex: { wontInform: true, male: true } })).toHaveProperty("sex.wontInform");
    expect(
      messages({
        ...answered,
        race: { wontInform: true, samoan: true, nativeHawaiianOrOtherPacificIslander: true },
      }),
    ).toHaveProperty("race.wontInform");
  });

  it("keeps 'I do not wish to provide' of one group apart from the choices of another", () => {
    expect(demographicsInput.safeParse({ ...answered, sex: { wontInform: true } }).success).toBe(true);
  });

  it("asks for a choice or 'I do not wish to provide' in each group", () => {
    expect(messages({ ...answered, race: {} })).toEqual({
      "race.wontInform": 'Choose at least one race, or "I do not wish to provide this information"',
    });
    expect(messages({ ...answered, sex: { female: false, male: false } })).toHaveProperty("sex.wontInform");
  });

  it.each([
    ["ethnicity", "mexican", "Hispanic or Latino", "Mexican"],
    ["ethnicity", "puertoRican", "Hispanic or Latino", "Puerto Rican"],
    ["ethnicity", "cuban", "Hispanic or Latino", "Cuban"],
    ["ethnicity", "otherHispanicOrLatino", "Hispanic or Latino", "Other Hispanic or Latino"],
    ["race", "asianIndian", "Asian", "Asian Indian"],
    ["race", "chinese", "Asian", "Chinese"],
    ["race", "filipino", "Asian", "Filipino"],
    ["race", "japanese", "Asian", "Japanese"],
    ["race", "korean", "Asian", "Korean"],
    ["race", "vietnamese", "Asian", "Vietnamese"],
    ["race", "otherAsian", "Asian", "Other Asian"],
    ["race", "nativeHawaiian", "Native Hawaiian or Other Pacific Islander", "Native Hawaiian"],
    ["race", "guamanianOrChamorro", "Native Hawaiian or Other Pacific Islander", "Guamanian or Chamorro"],
    ["race", "samoan", "Native Hawaiian or Other Pacific Islander", "Samoan"],
    ["race", "otherPacificIslander", "Native Hawaiian or Other Pacific Islander", "Other Pacific Islander"],
  ])("refuses the sub-flag %s.%s without its parent %s", (group, flag, parent, label) => {
    const input = { ...answered, [group]: { [flag]: true, [`${flag}Origin`]: "Text" } };
    expect(messages(input)[`${group}.${flag}`]).toBe(`Tick "${parent}" to choose ${label}`);
  });

  it("requires the origin typed with each 'other' box", () => {
    expect(
      messages({ ...answered, ethnicity: { hispanicOrLatino: true, otherHispanicOrLatino: true } }),
    ).toEqual({
      "ethnicity.otherHispanicOrLatinoOrigin": "Type your Hispanic or Latino origin",
    });
    expect(
      messages({ ...answered, race: { asian: true, otherAsian: true, otherAsianOrigin: "   " } }),
    ).toEqual({
      "race.otherAsianOrigin": "Type your Asian race",
    });
    expect(
      messages({
        ...answered,
        race: { nativeHawaiianOrOtherPacificIslander: true, otherPacificIslander: true },
      }),
    ).toEqual({ "race.otherPacificIslanderOrigin": "Type your Pacific Islander race" });
  });

  it("refuses a typed origin without its 'other' box ticked", () => {
    expect(
      messages({
        ...answered,
        ethnicity: { hispanicOrLatino: true, otherHispanicOrLatinoOrigin: "Dominican" },
      }),
    ).toEqual({
      "ethnicity.otherHispanicOrLatinoOrigin":
        'Tick "Other Hispanic or Latino" to type your Hispanic or Latino origin',
    });
    expect(messages({ ...answered, race: { white: true, americanIndianTribe: "Navajo Nation" } })).toEqual({
      "race.americanIndianTribe": `Tick "American Indian or Alaska Native" to type your tribe's name`,
    });
  });

  it("takes the tribe's name as optional with American Indian or Alaska Native", () => {
    expect(
      demographicsInput.safeParse({ ...answered, race: { americanIndianOrAlaskaNative: true } }).success,
    ).toBe(true);
    expect(
      demographicsInput.parse({
        ...answered,
        race: { americanIndianOrAlaskaNative: true, americanIndianTribe: "Navajo Nation" },
      }).race.americanIndianTribe,
    ).toBe("Navajo Nation");
  });

  it("limits each free text to 100 characters (HMDA)", () => {
    const long = "a".repeat(101);
    expect(
      messages({ ...answered, race: { asian: true, otherAsian: true, otherAsianOrigin: long } }),
    ).toEqual({
      "race.otherAsianOrigin": "Keep your Asian race to 100 characters",
    });
    expect(
      demographicsInput.safeParse({
        ...answered,
        race: { asian: true, otherAsian: true, otherAsianOrigin: "a".repeat(100) },
      }).success,
    ).toBe(true);
  });

  it("refuses a box answered with something other than ticked or not", () => {
    expect(messages({ ...answered, sex: { female: "yes" } })).toHaveProperty("sex.female");
  });
});
