import type { PostalAddress } from "../ports/person";
import type { MismoElement } from "./mismo-document";

/** A US address as MISMO's ADDRESS: the unit line apart, the ZIP code's digits only. */
export function mismoAddress(address: PostalAddress, extra: { AddressType?: string } = {}): MismoElement {
  return {
    AddressAdditionalLineText: address.line2 || undefined,
    AddressLineText: address.line1,
    AddressType: extra.AddressType,
    CityName: address.city,
    CountryCode: "US",
    CountyName: address.county || undefined,
    PostalCode: address.zip.replace(/\D/g, ""),
    StateCode: address.state,
  };
}

/** A telephone number's ten digits. */
export const telephoneDigits = (phone: string) => phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
