/** Which sides of an identity document must be photographed. */
export type DocumentSide = "front" | "back";

const BOTH: readonly DocumentSide[] = ["front", "back"];

/** Spec §3: the identity documents accepted as an id_document, with the sides each needs. */
export const IDENTITY_DOCUMENT_TYPES = [
  { type: "driver_license", label: "Driver's license", sides: BOTH },
  { type: "passport", label: "Passport", sides: ["front"] as readonly DocumentSide[] },
  { type: "state_id", label: "State ID", sides: BOTH },
  { type: "military_id", label: "Military ID", sides: BOTH },
  { type: "visa", label: "Immigrant visa", sides: BOTH },
  { type: "residence_permit_card", label: "Residence permit card", sides: BOTH },
  { type: "green_card", label: "Green card", sides: BOTH },
] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number]["type"];

const IDENTITY = new Set<string>(IDENTITY_DOCUMENT_TYPES.map((d) => d.type));

export function isIdentityDocumentType(type: string): type is IdentityDocumentType {
  return IDENTITY.has(type);
}
