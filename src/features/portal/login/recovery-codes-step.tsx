"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { toast } from "@/ui/toasts";
import { finishSignIn } from "./finish-sign-in";

const MUST_CONFIRM = "Tick the box once you’ve saved these codes somewhere safe.";

function asText(codes: readonly string[]) {
  return [
    "Keystone Home Credit partner portal: recovery codes",
    "Each code signs you in once if you lose your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/**
 * After enrolment: the recovery codes, shown this once, with copy and download; the session starts
 * only when the person says they saved them.
 */
export function RecoveryCodesStep({
  recoveryCodes,
  handoff,
  callbackUrl,
  onSignedIn,
}: {
  recoveryCodes: readonly string[];
  handoff: string;
  callbackUrl: string;
  onSignedIn: () => void;
}) {
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText(recoveryCodes));
      toast("Recovery codes copied.", "success");
    } catch {
      toast("Your browser didn’t allow copying. Select the codes and copy them, or download them.", "error");
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([asText(recoveryCodes)], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "keystone-portal-recovery-codes.txt";
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!saved) {
      setError(MUST_CONFIRM);
      document.getElementById("saved-codes")?.focus();
      return;
    }
    setBusy(true);
    const refused = await finishSignIn({ handoff }, callbackUrl);
    setBusy(false);
    if (refused) setRefusal(refused);
    else onSignedIn();
  };

  return (
    <Stack spacing={3}>
      <Typography>
        Your authenticator app is set up. If you ever lose it, each of these codes signs you in once. This is
        the only time we show them: save them in a password manager or print them.
      </Typography>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          fontFamily: "monospace",
          fontSize: "1.1rem",
          display: "grid",
          gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
          gap: 1,
          pl: 4,
          m: 0,
        }}
      >
        {recoveryCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Button variant="outlined" onClick={copy}>
          Copy codes
        </Button>
        <Button variant="outlined" onClick={download}>
          Download as text
        </Button>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <FormControl error={Boolean(error)} required>
            <FormControlLabel
              control={
                <Checkbox
                  id="saved-codes"
                  checked={saved}
                  onChange={(event) => {
                    setSaved(event.target.checked);
                    if (event.target.checked) setError(null);
                  }}
                  slotProps={{
                    input: {
                      "aria-describedby": error ? "saved-codes-error" : undefined,
                      "aria-invalid": Boolean(error),
                    } as object,
                  }}
                />
              }
              label="I’ve saved these codes"
            />
            {error ? <FormHelperText id="saved-codes-error">{error}</FormHelperText> : null}
          </FormControl>
          {refusal ? (
            <Alert severity="error" action={<a href="/portal/login">Sign in again</a>}>
              {refusal}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? "Signing in…" : "Continue to the portal"}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
