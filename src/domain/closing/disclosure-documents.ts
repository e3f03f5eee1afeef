/**
 * The disclosures at application, by product (issue 11, decision 038): a HELOC gets the Reg Z
 * program disclosure (12 CFR 1026.40(d)) and the "What You Should Know About Home Equity Lines of
 * Credit" brochure (1026.40(e)); a mortgage gets its Loan Estimate (1026.19(e)). Each is signed by
 * every borrower to acknowledge receipt.
 */
export const DISCLOSURE_KINDS = ["helocProgramDisclosure", "helocBrochure", "loanEstimate"] as const;
export type DisclosureKind = (typeof DISCLOSURE_KINDS)[number];

export const DISCLOSURE_DOCUMENTS: Record<DisclosureKind, { title: string; fileName: string }> = {
  helocProgramDisclosure: {
    title: "Home equity line of credit program disclosure",
    fileName: "heloc-program-disclosure",
  },
  helocBrochure: {
    title: "What you should know about home equity lines of credit (summary)",
    fileName: "heloc-brochure-summary",
  },
  loanEstimate: { title: "Loan Estimate", fileName: "loan-estimate" },
};

/** The documents an application of this product is given at application, in reading order. */
export function disclosuresFor(product: "heloc" | "mortgage"): DisclosureKind[] {
  return product === "heloc" ? ["helocProgramDisclosure", "helocBrochure"] : ["loanEstimate"];
}

/** The kind a download's file name names, or null: a name is a key into this list, never a path. */
export function disclosureKindOfFile(fileName: string): DisclosureKind | null {
  const kind = DISCLOSURE_KINDS.find((k) => DISCLOSURE_DOCUMENTS[k].fileName === fileName);
  return kind ?? null;
}
