import type { Demographics } from "../application/demographics";
import { indicator, listOf, type MismoElement } from "./mismo-document";

/**
 * Form 1003 section 8 as ULAD maps it: each box the applicant ticked, and "I do not wish to
 * provide" as the group's refusal. Nothing is inferred: a group not answered is absent. The site
 * takes applications online, so the method is Internet.
 */

const ETHNICITY_ORIGINS = [
  ["mexican", "Mexican"],
  ["puertoRican", "PuertoRican"],
  ["cuban", "Cuban"],
  ["otherHispanicOrLatino", "Other"],
] as const;

const RACES = [
  ["americanIndianOrAlaskaNative", "AmericanIndianOrAlaskaNative"],
  ["asian", "Asian"],
  ["blackOrAfricanAmerican", "BlackOrAfricanAmerican"],
  ["nativeHawaiianOrOtherPacificIslander", "NativeHawaiianOrOtherPacificIslander"],
  ["white", "White"],
] as const;

const DESIGNATIONS: Record<string, readonly (readonly [keyof Demographics["race"], string])[]> = {
  asian: [
    ["asianIndian", "AsianIndian"],
    ["chinese", "Chinese"],
    ["filipino", "Filipino"],
    ["japanese", "Japanese"],
    ["korean", "Korean"],
    ["vietnamese", "Vietnamese"],
    ["otherAsian", "Other"],
  ],
  nativeHawaiianOrOtherPacificIslander: [
    ["nativeHawaiian", "NativeHawaiian"],
    ["guamanianOrChamorro", "GuamanianOrChamorro"],
    ["samoan", "Samoan"],
    ["otherPacificIslander", "Other"],
  ],
};

function genderType(sex: Demographics["sex"]): string | undefined {
  if (sex.female && sex.male) return "ApplicantSelectedBothMaleAndFemale";
  if (sex.female) return "Female";
  if (sex.male) return "Male";
  return undefined;
}

function race(race: Demographics["race"], key: (typeof RACES)[number][0], type: string): MismoElement {
  const otherText = key === "asian" ? race.otherAsianOrigin : race.otherPacificIslanderOrigin;
  const designations = (DESIGNATIONS[key] ?? [])
    .filter(([flag]) => race[flag] === true)
    .map(([, designation]) => ({
      HMDARaceDesignationType: designation,
      HMDARaceDesignationTypeOtherDescription: designation === "Other" ? otherText : undefined,
    }));
  return {
    HMDA_RACE_DESIGNATIONS: listOf("HMDA_RACE_DESIGNATION", designations),
    HMDA_RACE_DETAIL: {
      HMDARaceType: type,
      HMDARaceTypeAdditionalDescription:
        key === "americanIndianOrAlaskaNative" ? race.americanIndianTribe : undefined,
    },
  };
}

export function governmentMonitoring(demographics: Demographics | null): MismoElement | undefined {
  if (!demographics) return undefined;
  const { ethnicity, race: races, sex } = demographics;
  const ethnicities = [
    ...(ethnicity.hispanicOrLatino ? ["HispanicOrLatino"] : []),
    ...(ethnicity.notHispanicOrLatino ? ["NotHispanicOrLatino"] : []),
  ];
  const origins = ETHNICITY_ORIGINS.filter(([flag]) => ethnicity[flag]).map(([, type]) => ({
    HMDAEthnicityOriginType: type,
    HMDAEthnicityOriginTypeOtherDescription:
      type === "Other" ? ethnicity.otherHispanicOrLatinoOrigin : undefined,
  }));
  return {
    GOVERNMENT_MONITORING_DETAIL: {
      HMDAEthnicityRefusalIndicator: indicator(ethnicity.wontInform),
      HMDAGenderRefusalIndicator: indicator(sex.wontInform),
      HMDARaceRefusalIndicator: indicator(races.wontInform),
      EXTENSION: {
        OTHER: {
          "ULAD:GOVERNMENT_MONITORING_DETAIL_EXTENSION": {
            "ULAD:ApplicationTakenMethodType": "Internet",
            "ULAD:HMDAGenderType": genderType(sex),
          },
        },
      },
    },
    HMDA_ETHNICITY_ORIGINS: listOf("HMDA_ETHNICITY_ORIGIN", origins),
    HMDA_RACES: listOf(
      "HMDA_RACE",
      RACES.filter(([flag]) => races[flag]).map(([flag, type]) => race(races, flag, type)),
    ),
    EXTENSION:
      ethnicities.length === 0
        ? undefined
        : {
            OTHER: {
              "ULAD:GOVERNMENT_MONITORING_EXTENSION": {
                "ULAD:HMDA_ETHNICITIES": {
                  "ULAD:HMDA_ETHNICITY": ethnicities.map((type) => ({ "ULAD:HMDAEthnicityType": type })),
                },
              },
            },
          },
  };
}
