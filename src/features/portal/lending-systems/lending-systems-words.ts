/** The lending system of each partner organisation (decision 105), in the portal's words. */
export const LENDING_SYSTEMS_WORDS = {
  heading: "Lending system by partner",
  intro: (lender: string) =>
    `A partner's applications go to ${lender}, the lender's setting, unless you choose another system for that partner. The choice applies to applications submitted from now on.`,
  loading: "Reading the partners…",
  none: "There are no partner organisations yet.",
  label: (organisation: string) => `Lending system for ${organisation}`,
  lenderSetting: (lender: string) => `The lender's setting (${lender})`,
  save: "Save",
  saved: (organisation: string) => `Saved: ${organisation}'s applications go to the system chosen.`,
} as const;
