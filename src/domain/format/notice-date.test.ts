import { describe, expect, it } from "vitest";
import { formatNoticeDate } from "./notice-date";

describe("a notice's issue day (Reg B notices are dated)", () => {
  it("is written out and read in UTC, as the notice's own date line is (spec §5)", () => {
    expect(formatNoticeDate(new Date("2026-11-23T15:30:00Z"))).toBe("November 23, 2026");
    expect(formatNoticeDate(new Date("2026-11-23T23:59:59Z"))).toBe("November 23, 2026");
    expect(formatNoticeDate(new Date("2026-11-24T00:00:00Z"))).toBe("November 24, 2026");
  });
});
