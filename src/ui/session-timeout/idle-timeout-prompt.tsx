"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import type { IdleTimeoutWords } from "./idle-timeout-words";

/** The idle-timeout offer (decisions 018, 110): loaded after first paint, and only once signed in. */
export function IdleTimeoutPrompt({
  open,
  signOutAt,
  refreshing,
  staySignedIn,
  signOut,
  words,
}: {
  open: boolean;
  signOutAt: Date;
  refreshing: boolean;
  staySignedIn: () => void;
  signOut: () => void;
  words: IdleTimeoutWords;
}) {
  return (
    <Dialog
      open={open}
      onClose={staySignedIn}
      aria-labelledby="idle-timeout-title"
      aria-describedby="idle-timeout-text"
    >
      <DialogTitle id="idle-timeout-title">{words.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-timeout-text">
          {words.text(signOutAt.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" }))}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={signOut}>{words.signOut}</Button>
        <Button variant="contained" autoFocus disabled={refreshing} onClick={staySignedIn}>
          {words.staySignedIn}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
