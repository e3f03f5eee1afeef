import { describe, expect, it } from "vitest";
import { zipInput } from "./inputs";
import { parseZip } from "./zip";

describe("ZIP code (spec §3 Address)", () => {
  it("reads 5 digits, keeping leading zeros", () => {
    expect(parseZip(" 02134 ")).toEqual({ ok: true, value: "02134" });
  });

  it("reads a ZIP+4 as its first 5 digits", () => {
    expect(parseZip("19801-1234")).toEqual({ ok: true, value: "19801" });
  });

  it("asks for the ZIP code when it is empty", () => {
    expect(parseZip("")).toEqual({ ok: false, reason: "Enter your ZIP code" });
  });

  it("asks for 5 digits when fewer or other characters are typed", () => {
    const reason = "Enter the 5 digits of your ZIP code, like 19801";
    expect(parseZip("1980")).toEqual({ ok: false, reason });
    expect(parseZip("19 80")).toEqual({ ok: false, reason });
    expect(parseZip("DE198")).toEqual({ ok: false, reason });
  });

  it("validates forms and server with the same schema", () => {
    expect(zipInput.parse("19801")).toBe("19801");
    expect(zipInput.safeParse("198").success).toBe(false);
  });
});
