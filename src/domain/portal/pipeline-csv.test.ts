import { describe, expect, it } from "vitest";
import { toCsv } from "./pipeline-csv";

describe("the pipeline's CSV export (decision 086)", () => {
  it("quotes commas, quotes and line breaks as RFC 4180 says", () => {
    expect(
      toCsv(
        ["Name", "Amount"],
        [
          ['Moss, Rita "Ri"', 125000],
          ["Line\nbreak", null],
        ],
      ),
    ).toBe('Name,Amount\r\n"Moss, Rita ""Ri""",125000\r\n"Line\nbreak",\r\n');
  });

  it("never lets a typed name become a spreadsheet formula", () => {
    expect(toCsv(["Name"], [['=HYPERLINK("http://x")'], ["@SUM(A1)"], ["-2+3"]])).toBe(
      'Name\r\n"\'=HYPERLINK(""http://x"")"\r\n\'@SUM(A1)\r\n\'-2+3\r\n',
    );
  });

  it("writes negative numbers as numbers, not as text", () => {
    expect(toCsv(["Days"], [[-1]])).toBe("Days\r\n-1\r\n");
  });
});
