"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { Notice } from "@/ui/notice";
import { CONDITION_WORDS as W } from "./conditions-words";

type Shown =
  | { state: "loading" }
  | { state: "shown"; url: string; pages: number }
  | { state: "failed"; sentence: string };

/**
 * The file waiting for review, page by page, drawn by the server as images (decision 096): nothing
 * of the file runs in the page. The server's sentence shows when a page cannot be drawn.
 */
export function DocumentViewer(props: { file: { id: string; displayName: string }; onClose: () => void }) {
  const { file, onClose } = props;
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Shown>({ state: "loading" });
  const [pages, setPages] = useState(1);
  useEffect(() => {
    let url: string | null = null;
    let current = true;
    setShown({ state: "loading" });
    fetch(`/api/portal-documents/${file.id}/pages/${page}`, { credentials: "same-origin" })
      .then(async (answer) => {
        if (!answer.ok) return { state: "failed" as const, sentence: await answer.text() };
        url = URL.createObjectURL(await answer.blob());
        return { state: "shown" as const, url, pages: Number(answer.headers.get("x-page-count")) || 1 };
      })
      .catch(() => ({ state: "failed" as const, sentence: W.viewerLost }))
      .then((next) => {
        if (!current) return;
        setShown(next);
        if (next.state === "shown") setPages(next.pages);
      });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.id, page]);
  return (
    <Dialog open onClose={onClose} aria-labelledby="viewer-title" maxWidth="lg" fullWidth>
      <DialogTitle id="viewer-title" sx={{ overflowWrap: "anywhere" }}>
        {file.displayName}
      </DialogTitle>
      {/* A drawn page is taller than the dialog: the area it scrolls in takes the keyboard's focus, so
          arrow keys scroll it as a mouse wheel does (WCAG 2.1.1). */}
      <DialogContent tabIndex={0} role="region" aria-label={W.pageArea(file.displayName)}>
        <Typography aria-live="polite" sx={{ mb: 1 }}>
          {shown.state === "loading" ? W.viewerLoading : W.pageOf(page, pages)}
        </Typography>
        {shown.state === "failed" ? (
          <Notice severity="error" role="alert">
            {shown.sentence}
          </Notice>
        ) : null}
        {shown.state === "shown" ? (
          <Box
            component="img"
            src={shown.url}
            alt={W.pageAlt(page, pages, file.displayName)}
            sx={{
              display: "block",
              maxWidth: "100%",
              height: "auto",
              mx: "auto",
              border: 1,
              borderColor: "divider",
            }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <a href={`/api/portal-documents/${file.id}/file`}>{W.download}</a>
        <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {W.previousPage}
        </Button>
        <Button disabled={page >= pages || shown.state === "loading"} onClick={() => setPage((p) => p + 1)}>
          {W.nextPage}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {W.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
