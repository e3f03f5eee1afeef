"use client";
import { createTheme } from "@mui/material/styles";

export const theme = createTheme({
  palette: { primary: { main: "#0B4F8A" } },
  typography: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
});
