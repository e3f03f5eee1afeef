/**
 * Spec §3: an employment as the document and history rules read it. Verification reports fill
 * the same record as hand entry; `dataSource` tells them apart ("Manual" is hand entry).
 */
export type Employment = {
  startDate: Date;
  endDate?: Date | null;
  /** Share of the business the borrower owns, in percentage points (25 means 25%). */
  percentageOwned?: number | null;
  dataSource?: string | null;
  employerName?: string | null;
  position?: string | null;
  base?: number | null;
  bonuses?: number | null;
  overtime?: number | null;
  commissions?: number | null;
};

/** Spec §5: the ownership share from which a job counts as self-owned rather than employment. */
export const SELF_OWNED_THRESHOLD_PERCENT = 25;

export type OwnershipClass = "employee" | "selfOwned";

/** Spec §5: under 25% owned is an ordinary employee; 25% or more is self-owned. No share means none. */
export function ownershipClass(percentageOwned: number | null | undefined): OwnershipClass {
  return (percentageOwned ?? 0) >= SELF_OWNED_THRESHOLD_PERCENT ? "selfOwned" : "employee";
}

/** Spec §5: current and verified means it exists, did not come from hand entry, and has not ended. */
export function isCurrentVerified(employment: Employment | null | undefined): boolean {
  if (!employment) return false;
  return employment.dataSource !== "Manual" && !employment.endDate;
}

/**
 * Current means not ended; a 25%+ ownership counts for self-employment and the current tax return
 * only while current (spec §9).
 */
export function isCurrent(employment: Employment): boolean {
  return !employment.endDate;
}

/**
 * Spec §5, §9: self-employed when a current job is owned 25% or more. This decides whether the
 * business-information screen applies (ApplicationFacts.selfEmployed) and, through the document
 * rules, whether business tax returns and K-1s are asked for.
 */
export function isSelfEmployed(employments: readonly Employment[]): boolean {
  return employments.some((e) => isCurrent(e) && ownershipClass(e.percentageOwned) === "selfOwned");
}
