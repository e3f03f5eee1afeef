import { describe, expect, it } from "vitest";
import { theme } from "./theme";

describe("theme (spec §1)", () => {
  it("uses Poppins, secondary #444 and success #00C65E", () => {
    expect(theme.typography.fontFamily).toMatch(/^var\(--font-poppins\), "Poppins"/);
    expect(theme.palette.secondary.main).toBe("#444444");
    expect(theme.palette.success.main).toBe("#00C65E");
  });

  it("breaks at xs 0, sm 600, md 1000, lg 1200, xl 1536", () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 1000, lg: 1200, xl: 1536 });
  });

  it("pads buttons 17px 30px at 18px weight 800, greys disabled ones #BFBFBF, and sets inputs 20px bold", () => {
    expect(theme.components?.MuiButton?.styleOverrides?.root).toMatchObject({
      padding: "17px 30px",
      fontSize: 18,
      fontWeight: 800,
      "&.Mui-disabled": { backgroundColor: "#BFBFBF" },
    });
    expect(theme.components?.MuiInputBase?.styleOverrides?.input).toMatchObject({
      fontSize: 20,
      fontWeight: 700,
    });
  });
});
