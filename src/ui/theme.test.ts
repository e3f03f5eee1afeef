import { describe, expect, it } from "vitest";
import { theme } from "./theme";

// The font, the buttons' padding, size and weight and the inputs' size and weight are checked as a
// visitor gets them, in the browser (tests/e2e/home-page.spec.ts); these rules have no public screen yet.
describe("theme (spec §1)", () => {
  it("uses secondary #444 and success #00C65E", () => {
    expect(theme.palette.secondary.main).toBe("#444444");
    expect(theme.palette.success.main).toBe("#00C65E");
  });

  it("breaks at xs 0, sm 600, md 1000, lg 1200, xl 1536", () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 1000, lg: 1200, xl: 1536 });
  });

  it("greys disabled buttons #BFBFBF", () => {
    expect(theme.components?.MuiButton?.styleOverrides?.root).toMatchObject({
      "&.Mui-disabled": { backgroundColor: "#BFBFBF" },
    });
  });
});
