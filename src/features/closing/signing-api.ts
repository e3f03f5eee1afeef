"use client";
import { useTRPC } from "@/lib/trpc/client";

/** Who signs on this screen: the borrower on their application, or the coborrower on their own account. */
export type SigningSide = "borrower" | "coborrower";

type Trpc = ReturnType<typeof useTRPC>;

/** The borrower's procedures, read when a screen uses them (a screen's tests fake only what it calls). */
const borrowerApi = (trpc: Trpc) => ({
  get status() {
    return trpc.disclosures.status;
  },
  get consent() {
    return trpc.esign.consent;
  },
  get withdrawConsent() {
    return trpc.esign.withdrawConsent;
  },
  get sign() {
    return trpc.disclosures.sign;
  },
  get verifyCopy() {
    return trpc.disclosures.verify;
  },
  get identity() {
    return trpc.identityVerification.status;
  },
  get verifyIdentity() {
    return trpc.identityVerification.verify;
  },
  files: "/app/application/sign",
  idOwner: "main" as "main" | "coborrower",
});

/** The coborrower's: the same inputs and answers under other paths. */
const coborrowerApi = (trpc: Trpc) =>
  ({
    get status() {
      return trpc.coborrowerSigning.disclosures;
    },
    get consent() {
      return trpc.coborrowerSigning.consent;
    },
    get withdrawConsent() {
      return trpc.coborrowerSigning.withdrawConsent;
    },
    get sign() {
      return trpc.coborrowerSigning.sign;
    },
    get verifyCopy() {
      return trpc.coborrowerSigning.verifyCopy;
    },
    get identity() {
      return trpc.coborrowerSigning.identity;
    },
    get verifyIdentity() {
      return trpc.coborrowerSigning.verifyIdentity;
    },
    files: "/app/coborrower",
    idOwner: "coborrower",
  }) as unknown as ReturnType<typeof borrowerApi>;

/**
 * The procedures and file paths of one signer's steps (decision 044). The coborrower's procedures
 * take and answer exactly what the borrower's do (the same services with the coborrower as the
 * signer), so the screens are one set of components, told whose steps they show.
 */
export function useSigningApi(side: SigningSide) {
  const trpc = useTRPC();
  return side === "borrower" ? borrowerApi(trpc) : coborrowerApi(trpc);
}
