/**
 * Reading the rate sheet's grids. A ratio belongs to the first band whose limit it does not pass,
 * within a billionth, so $425,000 on a $500,000 home is in the "up to 85%" band even though the
 * computer's 0.85 and 425000/500000 may differ in the last binary digit.
 */
const TOLERANCE = 1e-9;

export const atMost = (ratio: number, limit: number): boolean => ratio <= limit + TOLERANCE;

/** The first row (rows run from the highest score down) whose minimum the score reaches. */
export function rowForScore<Row extends { minScore: number }>(
  rows: readonly Row[],
  score: number,
): Row | undefined {
  return rows.find((row) => score >= row.minScore);
}

/** The position of the first band (bands run from the lowest ratio up) that holds the ratio, or -1. */
export function bandIndexForRatio(bands: readonly { max: number }[], ratio: number): number {
  return bands.findIndex((band) => atMost(ratio, band.max));
}

/**
 * The grid cell for a score and a ratio. The rate-sheet schema guarantees one for every applicant
 * the sheet accepts; a sheet that skipped the schema and lacks it is an operator's error, so this
 * throws rather than price on a guess.
 */
export function gridCell<
  Row extends { minScore: number; label: string },
  Band extends { max: number; label: string },
>(
  grid: { rows: readonly Row[]; bands: readonly Band[]; values: (row: Row) => readonly number[] },
  score: number,
  ratio: number,
): { row: Row; band: Band; value: number } {
  const row = rowForScore(grid.rows, score);
  const bandIndex = bandIndexForRatio(grid.bands, ratio);
  const band = grid.bands[bandIndex];
  const value = row ? grid.values(row)[bandIndex] : undefined;
  if (!row || !band || value === undefined)
    throw new RangeError(`The rate sheet has no cell for score ${score} and ratio ${ratio}`);
  return { row, band, value };
}
