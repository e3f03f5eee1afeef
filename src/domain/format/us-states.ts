import { type ParseResult, parsed, rejected } from "./parse-result";

/** Spec §3: two-letter codes for the US states, DC and Guam map to their full names. */
export const US_STATES = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "DC", name: "District of Columbia" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "GU", name: "Guam" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
] as const;

export type UsStateCode = (typeof US_STATES)[number]["code"];
export type UsStateName = (typeof US_STATES)[number]["name"];

const NAME_BY_CODE = new Map<string, UsStateName>(US_STATES.map((s) => [s.code, s.name]));
const CODE_BY_NAME = new Map<string, UsStateCode>(US_STATES.map((s) => [s.name.toLowerCase(), s.code]));

/** The full name for a two-letter code, or undefined when the code is not in the table. */
export function usStateName(code: string): UsStateName | undefined {
  return NAME_BY_CODE.get(code.trim().toUpperCase());
}

/** The two-letter code for a full name (any case), or undefined when the name is not in the table. */
export function usStateCode(name: string): UsStateCode | undefined {
  return CODE_BY_NAME.get(name.trim().toLowerCase());
}

/** Reads a state typed as its code ("fl") or its name ("Florida") and returns the code. */
export function parseUsState(input: string): ParseResult<UsStateCode> {
  const text = input.trim();
  if (text === "") return rejected("Choose a state");
  const upper = text.toUpperCase();
  const code = NAME_BY_CODE.has(upper) ? (upper as UsStateCode) : usStateCode(text);
  return code ? parsed(code) : rejected("Choose a US state, DC or Guam from the list");
}
