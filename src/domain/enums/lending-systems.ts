/** Spec §1: the loan origination systems the application is exported to. */
export const LENDING_SYSTEMS = [
  { value: "byte", label: "Byte" },
  { value: "encompass", label: "Encompass" },
  { value: "lendingPad", label: "Lending Pad" },
] as const;
export type LendingSystem = (typeof LENDING_SYSTEMS)[number]["value"];
