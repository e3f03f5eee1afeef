/** Spec §3: the category codes documents are filed under in the loan system. */
export const DOCUMENT_CATEGORIES = [
  { value: "APP", label: "Application" },
  { value: "ASSET", label: "Assets" },
  { value: "MISC", label: "Miscellaneous" },
  { value: "INC", label: "Income" },
  { value: "CRED", label: "Credit" },
  { value: "DOCS", label: "Disclosures and closing" },
  { value: "PROP", label: "Property" },
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]["value"];
