import { describe, expect, it } from "vitest";
import { tryAgainIn } from "./try-again-message";

describe("how long to wait, in words", () => {
  it.each([
    [0.2, "Try again in 1 second."],
    [42, "Try again in 42 seconds."],
    [60, "Try again in 1 minute."],
    [61, "Try again in 2 minutes."],
    [15 * 60, "Try again in 15 minutes."],
    [89 * 60, "Try again in 89 minutes."],
    [90 * 60, "Try again in 2 hours."],
    [23.2 * 3600, "Try again in 24 hours."],
  ])("%s seconds reads %s", (seconds, words) => {
    expect(tryAgainIn(seconds)).toBe(words);
  });
});
