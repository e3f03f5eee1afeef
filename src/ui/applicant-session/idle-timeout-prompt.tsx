"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { signOutApplicant } from "./sign-out";

/** The idle-timeout offer (decision 018): loaded after first paint, and only for a signed-in applicant. */
export function IdleTimeoutPrompt({
  open,
  signOutAt,
  refreshing,
  staySignedIn,
}: {
  open: boolean;
  signOutAt: Date;
  refreshing: boolean;
  staySignedIn: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={staySignedIn}
      aria-labelledby="idle-timeout-title"
      aria-describedby="idle-timeout-text"
    >
      <DialogTitle id="idle-timeout-title">Are you still there?</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-timeout-text">
          To keep your information safe, we will sign you out at{" "}
          {signOutAt.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })} because nothing has
          happened for a while. What you have typed on this page is kept either way.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={() => void signOutApplicant()}>Sign out</Button>
        <Button variant="contained" autoFocus disabled={refreshing} onClick={staySignedIn}>
          Stay signed in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
