import type { PersonalInfoView } from "@/domain/application/personal-info-output";
import { formatMoney } from "@/domain/format/money";
import { formatPhone } from "@/domain/format/phone";

type AddressValues = { line1: string; line2: string; city: string; state: string; zip: string };

/** Step 1's form: the strings people type, which `personalInfoInput` reads on both sides. */
export interface PersonalInfoValues {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  ssn: string;
  dateOfBirth: string;
  citizenship: string;
  maritalStatus: string;
  dependantCount: string;
  dependantAges: string;
  phone: string;
  currentResidence: {
    address: AddressValues;
    years: string;
    months: string;
    housing: string;
    monthlyRent: string;
  };
  formerResidence: { address: AddressValues; years: string; months: string };
  militaryStatus: string;
  languagePreference: string;
}

/** What the person told us before step 1 (their name and phone at the credit step). */
export type PersonalInfoPrefill = PersonalInfoView["prefill"];

const blankAddress: AddressValues = { line1: "", line2: "", city: "", state: "", zip: "" };
const text = (value: number | undefined) => (value === undefined ? "" : String(value));
const addressValues = (address: Partial<AddressValues> | undefined): AddressValues => ({
  ...blankAddress,
  ...address,
  line2: address?.line2 ?? "",
});

/** The form's starting strings: the saved answers, else what prequalification knew, else empty. */
export function personalInfoValues(
  saved: PersonalInfoView["answers"],
  prefill: PersonalInfoPrefill = {},
): PersonalInfoValues {
  const current = saved?.currentResidence;
  const former = saved?.formerResidence;
  return {
    firstName: saved?.firstName ?? prefill.firstName ?? "",
    middleName: saved?.middleName ?? "",
    lastName: saved?.lastName ?? prefill.lastName ?? "",
    suffix: saved?.suffix ?? "",
    ssn: "",
    dateOfBirth: "",
    citizenship: saved?.citizenship ?? "",
    maritalStatus: saved?.maritalStatus ?? "",
    dependantCount: text(saved?.dependantCount),
    dependantAges: saved?.dependantAges.join(", ") ?? "",
    phone: formatPhone(saved?.phone ?? prefill.phone ?? ""),
    currentResidence: {
      address: addressValues(current?.address ?? prefill.currentAddress),
      years: text(current?.years),
      months: text(current?.months),
      housing: current?.housing ?? "",
      monthlyRent: current?.monthlyRent === undefined ? "" : formatMoney(current.monthlyRent),
    },
    formerResidence: {
      address: addressValues(former?.address),
      years: text(former?.years),
      months: text(former?.months),
    },
    militaryStatus: saved?.militaryStatus ?? "",
    languagePreference: saved?.languagePreference ?? "",
  };
}
