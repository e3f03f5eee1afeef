import { describe, expect, it } from "vitest";
import { borrowerRepresentativeScore, representativeScore } from "./representative-score";

describe("a borrower's representative credit score", () => {
  it("is the middle of three bureau scores", () => {
    expect(borrowerRepresentativeScore([720, 680, 701])).toBe(701);
    expect(borrowerRepresentativeScore([700, 700, 650])).toBe(700);
  });

  it("is the lower of two, or the only one", () => {
    expect(borrowerRepresentativeScore([742, 715])).toBe(715);
    expect(borrowerRepresentativeScore([690])).toBe(690);
  });

  it("is none without a score, and ignores values outside 300 to 850 (bureaus' no-score codes)", () => {
    expect(borrowerRepresentativeScore([])).toBeNull();
    expect(borrowerRepresentativeScore([0, 9001])).toBeNull();
    expect(borrowerRepresentativeScore([0, 705, 9001, 688])).toBe(688);
  });
});

describe("an application's representative credit score", () => {
  it("is the lower of the two borrowers' representative scores on a joint application", () => {
    expect(
      representativeScore([
        [720, 680, 701],
        [742, 715],
      ]),
    ).toBe(701);
    expect(
      representativeScore([
        [800, 790, 780],
        [650, 660, 655],
      ]),
    ).toBe(655);
  });

  it("is the borrower's own on a single application", () =>
    expect(representativeScore([[640, 700, 660]])).toBe(660));

  it("leaves out a coborrower without a credit file, and is none when no borrower has a score", () => {
    expect(representativeScore([[720, 700, 710], []])).toBe(710);
    expect(representativeScore([[], []])).toBeNull();
    expect(representativeScore([])).toBeNull();
  });
});
