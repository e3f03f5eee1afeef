import { describe, expect, it, vi } from "vitest";
import { OFFLINE_SENTENCE, sentenceOf, showRefusal } from "./server-refusals";
import { aLostConnection, aServerRefusal, aTooManyRequests } from "./server-refusals.test-support";

type Fields = { line1: string; city: string };

const refused = (
  fieldErrors: Record<string, string[]> | null,
  message = "Some answers need another look.",
) => ({
  message,
  data: { fieldErrors },
});

describe("a refused save on an applicant screen", () => {
  it("puts each field's sentence beside it, focusing the first, and adds no sentence above Continue", () => {
    const setError = vi.fn();
    const sentence = showRefusal<Fields>(
      refused({ line1: ["Enter the street address"], "answers.city": ["Enter the city"] }),
      setError,
      ["line1", "city"],
    );
    expect(sentence).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      "line1",
      { type: "server", message: "Enter the street address" },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      "city",
      { type: "server", message: "Enter the city" },
      { shouldFocus: false },
    );
  });

  it("says a refusal about something the screen does not show in the server's own words", () => {
    const setError = vi.fn();
    expect(
      showRefusal<Fields>(refused({ zip: ["We do not lend in this state yet"] }), setError, ["line1"]),
    ).toBe("We do not lend in this state yet");
    expect(setError).not.toHaveBeenCalled();
  });

  it("says the server's sentence when it names no field", () => {
    expect(showRefusal<Fields>(refused(null, "Sign in again to go on."), vi.fn(), ["line1"])).toBe(
      "Sign in again to go on.",
    );
  });

  it("says the connection failed in words, never the browser's 'Failed to fetch'", () => {
    expect(sentenceOf(new TypeError("Failed to fetch"))).toBe(
      "We could not connect. Check your internet connection and try again.",
    );
    expect(sentenceOf(null)).toBe("We could not connect. Check your internet connection and try again.");
    expect(sentenceOf(new TypeError("NetworkError when attempting to fetch resource."), "Offline.")).toBe(
      "Offline.",
    );
  });

  it("says the server's own sentence for any answer it sent, a 429's wait included, even when it says 'network'", () => {
    const wait = "Too many sign-ups from your network. Try again in 48 minutes.";
    expect(sentenceOf(aTooManyRequests(wait))).toBe(wait);
    expect(sentenceOf(aServerRefusal("This link has expired.", { code: "NOT_FOUND", httpStatus: 404 }))).toBe(
      "This link has expired.",
    );
    expect(showRefusal<Fields>(aTooManyRequests(wait), vi.fn(), ["line1"])).toBe(wait);
  });

  it("says 'could not connect' only when no answer came", () => {
    expect(sentenceOf(aLostConnection())).toBe(OFFLINE_SENTENCE);
    expect(showRefusal<Fields>(aLostConnection(), vi.fn(), ["line1"], "Offline.")).toBe("Offline.");
    // An error of our own code with no answer from the server is not a sentence for the person.
    expect(sentenceOf(new Error("Unable to transform response from server"))).toBe(OFFLINE_SENTENCE);
  });
});
