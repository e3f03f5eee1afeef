"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Notice } from "./notice";
import { sentenceOf } from "./server-refusals";
import { StepWaiting } from "./step-waiting";

/**
 * A step's frame while what it needs loads: its title and a status line, or, when the load failed,
 * the failure as a sentence with Try again. `words` are the screen's own (its catalogue's).
 */
export function StepLoading({
  title,
  description,
  error,
  retry,
  words,
}: {
  title: string;
  description?: string;
  error?: unknown;
  retry: () => void;
  words: { loading: string; tryAgain: string; offline: string };
}) {
  return (
    <StepWaiting title={title} description={description}>
      {error ? (
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Notice severity="error" role="alert">
            {sentenceOf(error, words.offline)}
          </Notice>
          <Button variant="contained" onClick={retry}>
            {words.tryAgain}
          </Button>
        </Stack>
      ) : (
        <Box role="status">
          <Typography sx={{ color: "text.secondary" }}>{words.loading}</Typography>
        </Box>
      )}
    </StepWaiting>
  );
}
