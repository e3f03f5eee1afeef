import { z } from "zod";
import { textInput } from "../prequal/field-inputs";

/**
 * Form 1003 section 8, demographic information (HMDA, Regulation C; spec §3 "Demographics"):
 * ethnicity, race and sex, each a set of check boxes with "I do not wish to provide this
 * information" (`wontInform`), the origin sub-flags and the free-text origins. The answers are
 * collected for fair-lending monitoring only: nothing here is ever an input to pricing or
 * eligibility (decision 030).
 */

/** HMDA limits the free-text origins and the tribe's name to 100 characters. */
export const DEMOGRAPHIC_TEXT_MAX = 100;

/** A group's check boxes: each parent with its sub-flags, and the free text each "other" needs. */
interface Choice {
  key: string;
  label: string;
  /** The sub-flags that may be ticked only with this choice. */
  details?: readonly { key: string; label: string }[];
  /** The free text tied to this choice or to one of its details (`tiedTo`), required with it or not. */
  text?: { key: string; label: string; tiedTo: string; required: boolean };
}

export const ETHNICITY_CHOICES = [
  {
    key: "hispanicOrLatino",
    label: "Hispanic or Latino",
    details: [
      { key: "mexican", label: "Mexican" },
      { key: "puertoRican", label: "Puerto Rican" },
      { key: "cuban", label: "Cuban" },
      { key: "otherHispanicOrLatino", label: "Other Hispanic or Latino" },
    ],
    text: {
      key: "otherHispanicOrLatinoOrigin",
      label: "Hispanic or Latino origin",
      tiedTo: "otherHispanicOrLatino",
      required: true,
    },
  },
  { key: "notHispanicOrLatino", label: "Not Hispanic or Latino" },
] as const satisfies readonly Choice[];

export const RACE_CHOICES = [
  {
    key: "americanIndianOrAlaskaNative",
    label: "American Indian or Alaska Native",
    // The tribe is optional: not everyone is enrolled in a tribe (Form 1003 "print name of enrolled or principal tribe").
    text: {
      key: "americanIndianTribe",
      label: "tribe's name",
      tiedTo: "americanIndianOrAlaskaNative",
      required: false,
    },
  },
  {
    key: "asian",
    label: "Asian",
    details: [
      { key: "asianIndian", label: "Asian Indian" },
      { key: "chinese", label: "Chinese" },
      { key: "filipino", label: "Filipino" },
      { key: "japanese", label: "Japanese" },
      { key: "korean", label: "Korean" },
      { key: "vietnamese", label: "Vietnamese" },
      { key: "otherAsian", label: "Other Asian" },
    ],
    text: {
      key: "otherAsianOrigin",
      label: "Asian race",
      tiedTo: "otherAsian",
      required: true,
    },
  },
  { key: "blackOrAfricanAmerican", label: "Black or African American" },
  {
    key: "nativeHawaiianOrOtherPacificIslander",
    label: "Native Hawaiian or Other Pacific Islander",
    details: [
      { key: "nativeHawaiian", label: "Native Hawaiian" },
      { key: "guamanianOrChamorro", label: "Guamanian or Chamorro" },
      { key: "samoan", label: "Samoan" },
      { key: "otherPacificIslander", label: "Other Pacific Islander" },
    ],
    text: {
      key: "otherPacificIslanderOrigin",
      label: "Pacific Islander race",
      tiedTo: "otherPacificIslander",
      required: true,
    },
  },
  { key: "white", label: "White" },
] as const satisfies readonly Choice[];

export const SEX_CHOICES = [
  { key: "female", label: "Female" },
  { key: "male", label: "Male" },
] as const satisfies readonly Choice[];

export const DEMOGRAPHIC_GROUPS = [
  { key: "ethnicity", label: "ethnicity", choices: ETHNICITY_CHOICES },
  { key: "race", label: "race", choices: RACE_CHOICES },
  { key: "sex", label: "sex", choices: SEX_CHOICES },
] as const;
export type DemographicGroupKey = (typeof DEMOGRAPHIC_GROUPS)[number]["key"];

/** A ticked box; unticked or left out reads as false. */
const flag = z.boolean({ error: "Tick the box or leave it empty" }).default(false);

/** A free-text origin: the shared text schema's one line, at most 100 characters; empty reads as absent. */
const originText = (label: string) =>
  z
    .preprocess(
      (value) => value ?? "",
      textInput(label, {
        max: DEMOGRAPHIC_TEXT_MAX,
        lines: "one",
        words: { tooLong: `Keep your ${label} to ${DEMOGRAPHIC_TEXT_MAX} characters` },
      }),
    )
    .transform((text) => (text === "" ? undefined : text))
    .optional();

type Issue = { path: string[]; message: string };

/**
 * The rules of one group: "I do not wish to provide" excludes the other choices; at least one box
 * is ticked; a sub-flag only with its parent; a free-text origin only with its "other" box, and
 * required with it.
 */
function groupIssues(
  group: string,
  label: string,
  choices: readonly Choice[],
  answers: Record<string, boolean | string | undefined>,
): Issue[] {
  const issues: Issue[] = [];
  const ticked = choices
    .flatMap((c) => [c.key, ...(c.details ?? []).map((d) => d.key)])
    .filter((k) => answers[k]);
  if (answers.wontInform && ticked.length > 0)
    issues.push({
      path: [group, "wontInform"],
      message: `You chose not to provide your ${label}: untick it, or untick the other ${label} boxes`,
    });
  if (!answers.wontInform && ticked.length === 0)
    issues.push({
      path: [group, "wontInform"],
      message: `Choose at least one ${label}, or "I do not wish to provide this information"`,
    });
  for (const choice of choices) {
    for (const detail of choice.details ?? []) {
      if (answers[detail.key] && !answers[choice.key])
        issues.push({
          path: [group, detail.key],
          message: `Tick "${choice.label}" to choose ${detail.label}`,
        });
    }
    const text = choice.text;
    if (!text) continue;
    const owner = [choice, ...(choice.details ?? [])].find((c) => c.key === text.tiedTo) ?? choice;
    if (answers[text.key] && !answers[owner.key])
      issues.push({ path: [group, text.key], message: `Tick "${owner.label}" to type your ${text.label}` });
    if (text.required && answers[owner.key] && !answers[text.key])
      issues.push({ path: [group, text.key], message: `Type your ${text.label}` });
  }
  return issues;
}

const ethnicityShape = z.object({
  hispanicOrLatino: flag,
  mexican: flag,
  puertoRican: flag,
  cuban: flag,
  otherHispanicOrLatino: flag,
  otherHispanicOrLatinoOrigin: originText("Hispanic or Latino origin"),
  notHispanicOrLatino: flag,
  wontInform: flag,
});

const raceShape = z.object({
  americanIndianOrAlaskaNative: flag,
  americanIndianTribe: originText("tribe's name"),
  asian: flag,
  asianIndian: flag,
  chinese: flag,
  filipino: flag,
  japanese: flag,
  korean: flag,
  vietnamese: flag,
  otherAsian: flag,
  otherAsianOrigin: originText("Asian race"),
  blackOrAfricanAmerican: flag,
  nativeHawaiianOrOtherPacificIslander: flag,
  nativeHawaiian: flag,
  guamanianOrChamorro: flag,
  samoan: flag,
  otherPacificIslander: flag,
  otherPacificIslanderOrigin: originText("Pacific Islander race"),
  white: flag,
  wontInform: flag,
});

const sexShape = z.object({ female: flag, male: flag, wontInform: flag });

/** Step 6 (spec §2 /app/application/6): one borrower's demographic information. */
export const demographicsInput = z
  .object({ ethnicity: ethnicityShape, race: raceShape, sex: sexShape })
  .superRefine((answers, ctx) => {
    for (const group of DEMOGRAPHIC_GROUPS) {
      const issues = groupIssues(group.key, group.label, group.choices, answers[group.key]);
      for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
  });

export type Demographics = z.output<typeof demographicsInput>;
export type EthnicityAnswers = Demographics["ethnicity"];
export type RaceAnswers = Demographics["race"];
export type SexAnswers = Demographics["sex"];
