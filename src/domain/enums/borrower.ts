/** Spec §3: marital status (Form 1003 wording). */
export const MARITAL_STATUSES = [
  { value: "unmarried", label: "Unmarried" },
  { value: "married", label: "Married" },
  { value: "separated", label: "Separated" },
] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number]["value"];

/**
 * Spec §3: military status; the value spelling "Dischard" is the spec's and is kept on purpose.
 * Listed as a person answers: most never served, then the service member's own, then a spouse's.
 */
export const MILITARY_STATUSES = [
  { value: "none", label: "I have never served" },
  { value: "currentlyServing", label: "Currently serving on active duty" },
  { value: "retiredOrDischardOrSeparated", label: "Retired, discharged, or separated from service" },
  { value: "reserveOrNationalGuard", label: "Non-activated member of the Reserve or National Guard" },
  { value: "survivingSpouse", label: "Surviving spouse" },
] as const;
export type MilitaryStatus = (typeof MILITARY_STATUSES)[number]["value"];

/** Spec §3: name suffixes sr, jr, i to ix. */
export const NAME_SUFFIXES = [
  { value: "sr", label: "Sr." },
  { value: "jr", label: "Jr." },
  { value: "i", label: "I" },
  { value: "ii", label: "II" },
  { value: "iii", label: "III" },
  { value: "iv", label: "IV" },
  { value: "v", label: "V" },
  { value: "vi", label: "VI" },
  { value: "vii", label: "VII" },
  { value: "viii", label: "VIII" },
  { value: "ix", label: "IX" },
] as const;
export type NameSuffix = (typeof NAME_SUFFIXES)[number]["value"];

/** Spec §3: citizenship, value and label as the spec gives them. */
export const CITIZENSHIPS = [
  { value: "usCitizen", label: "U.S. Citizen" },
  { value: "permanentResident", label: "Permanent Resident Alien" },
  { value: "nonPermanentResident", label: "Non-Permanent Resident Alien" },
  { value: "nonResidentAlien", label: "Non-Resident Alien" },
] as const;
export type Citizenship = (typeof CITIZENSHIPS)[number]["value"];

/** Spec §3: bankruptcy chapters named in the declarations. */
export const BANKRUPTCY_CHAPTERS = [
  { value: "7", label: "Chapter 7" },
  { value: "11", label: "Chapter 11" },
  { value: "12", label: "Chapter 12" },
  { value: "13", label: "Chapter 13" },
  { value: "15", label: "Chapter 15" },
  { value: "other", label: "Other" },
] as const;
export type BankruptcyChapter = (typeof BANKRUPTCY_CHAPTERS)[number]["value"];

/**
 * Form 1103 (Supplemental Consumer Information Form), the language the borrower would like to
 * communicate in; the lender may not be able to, and says so beside the question (issue 21 item 2).
 */
export const LANGUAGE_PREFERENCES = [
  { value: "english", label: "English" },
  { value: "chinese", label: "Chinese" },
  { value: "korean", label: "Korean" },
  { value: "spanish", label: "Spanish" },
  { value: "tagalog", label: "Tagalog" },
  { value: "vietnamese", label: "Vietnamese" },
  { value: "other", label: "Other" },
  { value: "preferNotToSay", label: "I do not wish to respond" },
] as const;
export type LanguagePreference = (typeof LANGUAGE_PREFERENCES)[number]["value"];
