"use client";
import { lightBlue } from "@mui/material/colors";
import { createTheme } from "@mui/material/styles";
import { tokens } from "./tokens";

/** The spec's theme (§1) for the signed-in areas: Poppins, secondary #444, success #00C65E, its breakpoints and buttons. */
export const theme = createTheme({
  cssVariables: false,
  breakpoints: { values: tokens.breakpoints },
  palette: {
    primary: {
      main: tokens.color.primary,
      dark: tokens.color.primaryDark,
      contrastText: tokens.color.onPrimary,
    },
    secondary: { main: tokens.color.secondary, contrastText: tokens.color.onPrimary },
    success: { main: tokens.color.success, contrastText: tokens.color.onSuccess },
    error: { main: tokens.color.error },
    // MUI's own info blue (#0288D1) and warning orange fall short of 4.5:1 under white text, which a
    // filled chip's small label needs (WCAG 1.4.3): a deeper blue under white, the orange under dark text.
    info: { main: lightBlue[900] },
    warning: { main: "#ED6C02", contrastText: tokens.color.onSuccess },
    text: { primary: tokens.color.text, secondary: tokens.color.textSecondary },
    background: { default: tokens.color.background, paper: tokens.color.background },
    divider: tokens.color.divider,
  },
  typography: {
    fontFamily: tokens.fontFamily,
    h1: { fontSize: "2.25rem", fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: "1.6rem", fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: "1.25rem", fontWeight: 600 },
    button: { textTransform: "none" },
  },
  components: {
    // ButtonBase removes the outline: buttons, checkboxes, radios and icon buttons get the site's
    // 3 px ring back on keyboard focus (global.css, the plain step kit), not only a faint ripple.
    MuiButtonBase: {
      styleOverrides: {
        root: { "&.Mui-focusVisible": { outline: `3px solid ${tokens.color.primary}`, outlineOffset: 2 } },
      },
    },
    MuiButton: {
      styleOverrides: {
        root: {
          padding: tokens.button.padding,
          fontSize: tokens.button.fontSize,
          fontWeight: Number(tokens.button.fontWeight),
          lineHeight: 1.2,
          "&.Mui-disabled": { backgroundColor: tokens.color.disabled, color: tokens.color.onPrimary },
        },
      },
    },
    MuiInputBase: {
      styleOverrides: {
        input: { fontSize: tokens.input.fontSize, fontWeight: Number(tokens.input.fontWeight) },
      },
    },
    MuiLink: { defaultProps: { underline: "always" } },
  },
});
