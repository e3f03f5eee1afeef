import type { LanguagePreference } from "../enums/borrower";

export type { LanguagePreference };

/** ISO 639-2 codes, as ULAD's LanguageCode carries Form 1103's languages. */
export const LANGUAGE_CODES: Record<Exclude<LanguagePreference, "other" | "preferNotToSay">, string> = {
  english: "eng",
  chinese: "chi",
  korean: "kor",
  spanish: "spa",
  tagalog: "tgl",
  vietnamese: "vie",
};
