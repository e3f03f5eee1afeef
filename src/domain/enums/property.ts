/** Spec §3 and §2: property use; the labels are the three image cards of the property-usage picker. */
export const PROPERTY_USES = [
  { value: "primaryResidence", label: "Primary Home" },
  { value: "secondHome", label: "Secondary Home" },
  { value: "investment", label: "Rental Property" },
] as const;
export type PropertyUse = (typeof PROPERTY_USES)[number]["value"];

/** Spec §3: property type. */
export const PROPERTY_TYPES = [
  { value: "singleFamily", label: "Single Family" },
  { value: "multiUnit", label: "Multi-Unit" },
  { value: "condo", label: "Condo" },
  { value: "townhouse", label: "Townhouse" },
  { value: "manufactured", label: "Manufactured" },
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number]["value"];

/** Spec §3: the picker omits manufactured homes. */
export const PROPERTY_TYPE_PICKER = PROPERTY_TYPES.filter(
  (t): t is Exclude<(typeof PROPERTY_TYPES)[number], { value: "manufactured" }> => t.value !== "manufactured",
);

/** Spec §3: units 1 to 5+; the value 5 stands for five or more. */
export const PROPERTY_UNITS = [
  { value: 1, label: "1" },
  { value: 2, label: "2" },
  { value: 3, label: "3" },
  { value: 4, label: "4" },
  { value: 5, label: "5+" },
] as const;
export type PropertyUnits = (typeof PROPERTY_UNITS)[number]["value"];
