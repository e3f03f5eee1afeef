import { z } from "zod";
import { IDENTITY_DOCUMENT_TYPES, type IdentityDocumentType } from "../documents/identity-documents";
import type { IdentityOutcome } from "../ports/identity-verification";

const identityTypes = IDENTITY_DOCUMENT_TYPES.map((d) => d.type) as [
  IdentityDocumentType,
  ...IdentityDocumentType[],
];
const documentId = z.uuid({ error: "Take the photo of your ID again: we couldn't find it." });

/**
 * identityVerification.verify: the ID's kind and the document ids the upload pipeline gave its
 * sides (spec §3: both sides, a passport's front). The back is required for every kind but a passport.
 */
export const verifyIdentityInput = z
  .object({
    documentType: z.enum(identityTypes, { error: "Choose the kind of ID you photographed." }),
    frontDocumentId: documentId,
    backDocumentId: documentId.optional(),
  })
  .superRefine((input, ctx) => {
    if (needsBack(input.documentType) && !input.backDocumentId)
      ctx.addIssue({
        code: "custom",
        path: ["backDocumentId"],
        message: "Take a photo of the back of your ID too.",
      });
  });
export type VerifyIdentityInput = z.infer<typeof verifyIdentityInput>;

export function needsBack(type: IdentityDocumentType): boolean {
  return IDENTITY_DOCUMENT_TYPES.find((d) => d.type === type)?.sides.includes("back") ?? true;
}

/**
 * Decision 041: what an identity outcome does. A pass moves the application on; a review adds
 * condition 103 and the application moves on (a person clears it before closing); a fail adds
 * condition 104 and the application waits at this step until the lender verifies the person.
 */
export function identityOutcomeEffect(outcome: IdentityOutcome): {
  conditionCode: number | null;
  movesOn: boolean;
} {
  if (outcome === "pass") return { conditionCode: null, movesOn: true };
  if (outcome === "review") return { conditionCode: 103, movesOn: true };
  return { conditionCode: 104, movesOn: false };
}
