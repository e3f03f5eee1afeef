"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState } from "react";
import { REFERRAL_WORDS as W } from "../portal-words";

/**
 * The link just made, shown this once (the server keeps only its hash): a read-only field holding
 * the whole URL (wrapped, so it reads at 375 px) and a button that copies it. The heading takes focus, so a screen reader says the
 * link is ready; a status line says it is copied, or, where the browser refuses the clipboard, the
 * URL is selected for Ctrl+C.
 */
export function MadeLink({ url, name, onAnother }: { url: string; name: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const fieldId = useId();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setCopyFailed(false);
    } catch {
      setCopyFailed(true);
      field.current?.focus();
      field.current?.select();
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="made-link-heading"
      sx={{ border: 1, borderColor: "success.main", borderRadius: 1, p: { xs: 2, sm: 3 } }}
    >
      <Typography
        id="made-link-heading"
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: "1.5rem", outline: "none" }}
        gutterBottom
      >
        {W.madeHeading(name)}
      </Typography>
      <Typography sx={{ mb: 3 }}>{W.madeHint}</Typography>
      <Stack spacing={2}>
        <TextField
          id={fieldId}
          label={W.linkLabel(name)}
          value={url}
          inputRef={field}
          fullWidth
          multiline
          helperText={copyFailed ? W.copyFailed : undefined}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, onFocus: () => field.current?.select() },
          }}
          // The whole address shows, broken anywhere (it has no spaces), in a smaller type than answers.
          sx={{ "& textarea": { fontSize: "1rem", fontWeight: 500, wordBreak: "break-all" } }}
        />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <Button variant="contained" onClick={copy}>
            {copied ? W.copied : W.copy}
          </Button>
          <Button variant="outlined" onClick={onAnother}>
            {W.another}
          </Button>
        </Stack>
        <Typography role="status">{copied ? W.copiedStatus : ""}</Typography>
      </Stack>
    </Box>
  );
}
