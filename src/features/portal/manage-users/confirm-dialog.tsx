"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

export interface Confirmation {
  title: string;
  body: string;
  confirm: string;
  run: () => Promise<unknown>;
}

/** Asks before an action that ends someone's sessions or access; the dialog names who and what happens. */
export function ConfirmDialog({
  confirmation,
  busy,
  onClose,
}: {
  confirmation: Confirmation | null;
  busy: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={confirmation !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-body"
    >
      <DialogTitle id="confirm-title">{confirmation?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-body">{confirmation?.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => confirmation?.run()}>
          {busy ? "Working…" : confirmation?.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
