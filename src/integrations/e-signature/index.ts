import type { ESignature } from "@/domain/ports/e-signature";
import { sandboxESignature } from "./sandbox";

/**
 * The e-signature in use: this product's own signing (decision 038). It is a working signer, not a
 * stand-in for one, so it is not listed in sandboxes.ts; a vendor adapter joins here behind its
 * own setting and is listed there.
 */
export function eSignature(): ESignature {
  return sandboxESignature();
}
