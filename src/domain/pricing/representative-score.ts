/** FICO-style scores run from 300 to 850; anything else (0, 9001 "no score" codes) is no score. */
const isScore = (score: number) => Number.isInteger(score) && score >= 300 && score <= 850;

/**
 * One borrower's representative credit score, as the agencies define it: the middle of three bureau
 * scores, the lower of two, or the only one; null without a usable score (no credit file).
 */
export function borrowerRepresentativeScore(scores: readonly number[]): number | null {
  const usable = scores.filter(isScore).sort((a, b) => a - b);
  // Sorted low to high: the lower of one or two is the first, the middle of three the second.
  return usable[usable.length >= 3 ? Math.floor((usable.length - 1) / 2) : 0] ?? null;
}

/**
 * The application's representative score: the lowest of its borrowers' representative scores. A
 * borrower without a score is left out when another has one (the agencies' rule for a co-applicant
 * without a credit file); null when nobody has a score.
 */
export function representativeScore(scoresByBorrower: readonly (readonly number[])[]): number | null {
  const scores = scoresByBorrower.map(borrowerRepresentativeScore).filter((s): s is number => s !== null);
  return scores.length === 0 ? null : Math.min(...scores);
}
