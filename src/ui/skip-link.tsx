import Box from "@mui/material/Box";

/** The first thing a keyboard user reaches: jump past the header to the page's content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: "absolute",
        left: 8,
        top: -48,
        zIndex: 2000,
        p: 1.5,
        bgcolor: "primary.main",
        color: "primary.contrastText",
        fontWeight: 700,
        "&:focus": { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}
