import { describe, expect, it, vi } from "vitest";
import { refusalOf, serverFieldErrors, showServerErrors } from "./server-errors";

const OFFLINE = "We could not reach Keystone. Check your connection and try again.";
const refused = (fieldErrors: Record<string, string[]> | null, message = "Check the answers marked below.") =>
  Object.assign(new Error(message), { data: { fieldErrors } });

describe("a refused save, shown to the person (decision 023)", () => {
  it("puts each field's sentence beside that field, the step's nesting under `answers` taken off", () => {
    expect(
      serverFieldErrors(
        refused({ "answers.address.zip": ["Enter the 5-digit ZIP code"], ssn: ["Enter 9 digits"] }),
      ),
    ).toEqual({ "address.zip": "Enter the 5-digit ZIP code", ssn: "Enter 9 digits" });
  });

  it("focuses the first field it marks and shows no sentence above Continue then", () => {
    const setError = vi.fn();
    const sentence = showServerErrors(
      refused({
        "answers.address.zip": ["Enter the 5-digit ZIP code"],
        "answers.estimatedValue": ["Too low"],
      }),
      setError,
      ["address.zip", "estimatedValue"],
      OFFLINE,
    );
    expect(sentence).toBeNull();
    expect(setError).toHaveBeenNthCalledWith(
      1,
      "address.zip",
      { type: "server", message: "Enter the 5-digit ZIP code" },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      "estimatedValue",
      { type: "server", message: "Too low" },
      { shouldFocus: false },
    );
  });

  it("answers the server's sentence when no field of the form is named", () => {
    const setError = vi.fn();
    expect(
      showServerErrors(
        refused({ form: ["Nope"] }, "We cannot lend in that state yet."),
        setError,
        ["zip"],
        OFFLINE,
      ),
    ).toBe("We cannot lend in that state yet.");
    expect(setError).not.toHaveBeenCalled();
  });

  it("says to check the connection when the call never reached the server", () => {
    expect(refusalOf(new TypeError("Failed to fetch"), OFFLINE)).toBe(OFFLINE);
  });
});
