/**
 * Form 1103, the Supplemental Consumer Information Form (the agencies require it in the loan file):
 * the language the borrower would like to communicate in. The lender may handle the loan in English
 * only; the form says so, and so does the question (issue 21 item 2).
 */
export const LANGUAGE_PREFERENCES = [
  "english",
  "chinese",
  "korean",
  "spanish",
  "tagalog",
  "vietnamese",
  "other",
  "preferNotToSay",
] as const;
export type LanguagePreference = (typeof LANGUAGE_PREFERENCES)[number];

/** ISO 639-2 codes, as ULAD's LanguageCode carries Form 1103's languages. */
export const LANGUAGE_CODES: Record<Exclude<LanguagePreference, "other" | "preferNotToSay">, string> = {
  english: "eng",
  chinese: "chi",
  korean: "kor",
  spanish: "spa",
  tagalog: "tgl",
  vietnamese: "vie",
};
