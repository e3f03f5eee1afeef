import { createHash } from "node:crypto";
import { IDENTITY_DOCUMENT_TYPES } from "@/domain/documents/identity-documents";
import type { IdentityDocumentImages, IdentityVerification } from "@/domain/ports/identity-verification";
import type { PersonIdentity } from "@/domain/ports/person";
import { digestOf } from "../stable-hash";
import { testIdentityFor } from "./test-identities";
import { identityVerdictFromVendor } from "./transform";
import type { VendorCheck, VendorIdentityResponse } from "./vendor-payload";

const imageDigest = (bytes: Uint8Array | undefined) =>
  bytes ? createHash("sha256").update(bytes).digest("hex") : "none";

/** The sides the kind needs are there and not empty; otherwise the vendor cannot read the ID. */
function readable(document: IdentityDocumentImages): boolean {
  const kind = IDENTITY_DOCUMENT_TYPES.find((d) => d.type === document.type);
  if (!kind || document.front.byteLength === 0) return false;
  return !kind.sides.includes("back") || (document.back?.byteLength ?? 0) > 0;
}

/**
 * The vendor payload the sandbox answers. The inquiry id repeats for the same name and photos; it
 * is a hash of neither the SSN nor the date of birth, which the sandbox receives but never echoes.
 */
export function sandboxIdentityResponse(
  person: PersonIdentity,
  document: IdentityDocumentImages,
): VendorIdentityResponse {
  const inquiry_id = `IDV-${digestOf(
    `${person.firstName}|${person.lastName}|${document.type}|${imageDigest(document.front)}|${imageDigest(document.back)}`,
  ).toUpperCase()}`;
  const clear = (code: VendorCheck["code"]): VendorCheck => ({ code, result: "clear" });
  if (!readable(document))
    return {
      inquiry_id,
      decision: "manual_review",
      risk_score: 50,
      checks: [{ code: "DOC_IMAGE_QUALITY", result: "consider" }, clear("NAME_MATCH")],
    };
  const persona = testIdentityFor(person.lastName);
  if (persona === "fail")
    return {
      inquiry_id,
      decision: "declined",
      risk_score: 97,
      checks: [
        clear("DOC_IMAGE_QUALITY"),
        { code: "DOC_AUTHENTICITY", result: "fail" },
        { code: "SSN_MATCH", result: "fail" },
      ],
    };
  if (persona === "review")
    return {
      inquiry_id,
      decision: "manual_review",
      risk_score: 55,
      checks: [
        clear("DOC_IMAGE_QUALITY"),
        clear("NAME_MATCH"),
        { code: "ADDRESS_MATCH", result: "consider" },
      ],
    };
  return {
    inquiry_id,
    decision: "approved",
    risk_score: 3,
    checks: (
      [
        "DOC_IMAGE_QUALITY",
        "DOC_AUTHENTICITY",
        "NAME_MATCH",
        "DOB_MATCH",
        "SSN_MATCH",
        "ADDRESS_MATCH",
      ] as const
    ).map(clear),
  };
}

/**
 * Sandbox identity verification, the default: offline and deterministic. Outcomes are tabled in
 * docs/architecture.md: a last name containing "Fraud" fails, "Review" needs review, any other
 * passes; an ID missing a side its kind needs (or an empty photo) needs review as unreadable.
 */
export function sandboxIdentityVerification(): IdentityVerification {
  return {
    async verify(person, document) {
      return identityVerdictFromVendor(sandboxIdentityResponse(person, document));
    },
  };
}
