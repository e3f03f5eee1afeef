import fs from "node:fs";
import { getContrastRatio } from "@mui/material/styles";
import { describe, expect, it } from "vitest";
import { theme } from "./theme";
import { cssCustomProperties, tokens } from "./tokens";

function declaredOnRoot(css: string): Record<string, string> {
  const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? "";
  return Object.fromEntries(
    [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      String(value).trim().toLowerCase(),
    ]),
  );
}

describe("theme tokens (spec §1)", () => {
  it("declares every token as the same custom property in global.css, and nothing else", () => {
    const css = fs.readFileSync(new URL("./global.css", import.meta.url), "utf8");
    const expected = Object.entries(cssCustomProperties()).map(([name, value]) => [
      name,
      value.toLowerCase(),
    ]);
    expect(declaredOnRoot(css)).toEqual(Object.fromEntries(expected));
  });

  it("builds the MUI theme of the signed-in areas from the same tokens", () => {
    expect(theme.palette.secondary.main).toBe(tokens.color.secondary);
    expect(theme.palette.success.main).toBe(tokens.color.success);
    expect(theme.breakpoints.values).toEqual(tokens.breakpoints);
    expect(theme.typography.fontFamily).toBe(tokens.fontFamily);
  });

  it("gives every filled colour of the signed-in areas (a chip's, a button's) a text that reads at 4.5:1 on it", () => {
    for (const name of ["primary", "secondary", "success", "error", "info", "warning"] as const) {
      const { main, contrastText } = theme.palette[name];
      expect(
        getContrastRatio(main, contrastText),
        `${name}: ${contrastText} on ${main}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("holds the spec's values: secondary #444, success #00C65E, Poppins, breakpoints 600/1000/1200/1536, buttons 17px 30px 18px 800, disabled #BFBFBF, inputs 20px bold", () => {
    expect(tokens.color.secondary).toBe("#444444");
    expect(tokens.color.success).toBe("#00C65E");
    expect(tokens.color.disabled).toBe("#BFBFBF");
    expect(tokens.fontFamily).toMatch(/Poppins/);
    expect(tokens.breakpoints).toEqual({ xs: 0, sm: 600, md: 1000, lg: 1200, xl: 1536 });
    expect(tokens.button).toEqual({ padding: "17px 30px", fontSize: "18px", fontWeight: "800" });
    expect(tokens.input).toEqual({ fontSize: "20px", fontWeight: "700" });
  });
});
