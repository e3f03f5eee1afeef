"use client";
import { createTheme } from "@mui/material/styles";

/** The spec's theme (§1): Poppins, secondary #444, success #00C65E, its breakpoints and buttons. */
export const theme = createTheme({
  cssVariables: false,
  breakpoints: { values: { xs: 0, sm: 600, md: 1000, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: "#0B4F8A", contrastText: "#FFFFFF" },
    secondary: { main: "#444444", contrastText: "#FFFFFF" },
    success: { main: "#00C65E", contrastText: "#0A0A0A" },
    text: { primary: "#1F1F1F", secondary: "#444444" },
    background: { default: "#FFFFFF", paper: "#FFFFFF" },
  },
  typography: {
    fontFamily: 'var(--font-poppins), "Poppins", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: "2.25rem", fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: "1.6rem", fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: "1.25rem", fontWeight: 600 },
    button: { textTransform: "none" },
  },
  components: {
    MuiButton: {
      styleOverrides: {
        root: {
          padding: "17px 30px",
          fontSize: 18,
          fontWeight: 800,
          lineHeight: 1.2,
          "&.Mui-disabled": { backgroundColor: "#BFBFBF", color: "#FFFFFF" },
        },
      },
    },
    MuiInputBase: { styleOverrides: { input: { fontSize: 20, fontWeight: 700 } } },
    MuiLink: { defaultProps: { underline: "always" } },
  },
});
