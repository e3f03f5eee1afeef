/**
 * The spec's theme values (§1) in one place. The MUI theme of the signed-in areas is built from
 * them, and `global.css` repeats them as CSS custom properties for the public pages, which render
 * without MUI (decision 008); `tokens.test.ts` keeps the two in step.
 */
export const tokens = {
  color: {
    primary: "#0B4F8A",
    /** Hover on primary buttons: the public pages' and the signed-in areas' alike. */
    primaryDark: "#093F6E",
    onPrimary: "#FFFFFF",
    secondary: "#444444",
    success: "#00C65E",
    onSuccess: "#0A0A0A",
    text: "#1F1F1F",
    textSecondary: "#444444",
    background: "#FFFFFF",
    surface: "#F4F6F8",
    heroBackground: "#EEF4FA",
    divider: "#D5DBE1",
    error: "#B3261E",
    disabled: "#BFBFBF",
  },
  breakpoints: { xs: 0, sm: 600, md: 1000, lg: 1200, xl: 1536 },
  fontFamily: 'var(--font-poppins), "Poppins", "Helvetica Neue", Arial, sans-serif',
  button: { padding: "17px 30px", fontSize: "18px", fontWeight: "800" },
  input: { fontSize: "20px", fontWeight: "700" },
} as const;

/** The custom properties `global.css` declares on :root, by name. */
export function cssCustomProperties(): Record<string, string> {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens.color)) properties[`--color-${kebab(name)}`] = value;
  properties["--font-family"] = tokens.fontFamily;
  for (const [name, value] of Object.entries(tokens.button)) properties[`--button-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(tokens.input)) properties[`--input-${kebab(name)}`] = value;
  return properties;
}
