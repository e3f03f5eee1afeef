import Box from "@mui/material/Box";

/** Renders Markdown-made HTML from the repository's own content/ folder (never user input). */
export function Prose({ html }: { html: string }) {
  return (
    <Box
      sx={{
        fontSize: 17,
        lineHeight: 1.7,
        "& h2": { fontSize: "1.45rem", fontWeight: 700, mt: 5, mb: 1.5, lineHeight: 1.3 },
        "& h3": { fontSize: "1.15rem", fontWeight: 600, mt: 3, mb: 1 },
        "& p, & ul, & ol": { mt: 0, mb: 2 },
        "& li": { mb: 0.75 },
        "& a": { color: "primary.main", overflowWrap: "anywhere" },
        "& table": { borderCollapse: "collapse", width: "100%", my: 3, display: "block", overflowX: "auto" },
        "& th, & td": { border: 1, borderColor: "divider", p: 1, textAlign: "left", verticalAlign: "top" },
        "& blockquote": {
          borderLeft: 4,
          borderColor: "primary.main",
          m: 0,
          mb: 2,
          pl: 2,
          color: "text.secondary",
        },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted Markdown from content/, rendered by marked
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
