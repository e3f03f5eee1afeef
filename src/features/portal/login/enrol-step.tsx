"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { confirmTotpEnrolmentInput } from "@/domain/portal/portal-inputs";
import { useTRPC } from "@/lib/trpc/client";
import type { RouterOutputs } from "../api-types";
import { FormTextField } from "../form-text-field";
import { showServerError } from "../server-errors";

const codeForm = confirmTotpEnrolmentInput.pick({ code: true });
type Provisioning = RouterOutputs["portalAuth"]["startEnrolment"];
export type Enrolled = RouterOutputs["portalAuth"]["confirmEnrolment"];

/**
 * The server's QR code as an image: an SVG in a data: address is drawn, never parsed into the page,
 * so nothing in it can run or restyle the page, and it fits the CSP's `img-src 'self' data:`.
 */
function qrCodeImageSource(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** First sign-in: set up an authenticator app by QR code or typed key, then prove it with a code. */
export function EnrolStep({
  ticket,
  provisioning,
  onEnrolled,
}: {
  ticket: string;
  provisioning: Provisioning;
  onEnrolled: (enrolled: Enrolled) => void;
}) {
  const trpc = useTRPC();
  const confirm = useMutation(trpc.portalAuth.confirmEnrolment.mutationOptions());
  const form = useForm({ resolver: zodResolver(codeForm), defaultValues: { code: "" } });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      onEnrolled(await confirm.mutateAsync({ ticket, code }));
    } catch (error) {
      showServerError(error, form.setError, "code", ["code"]);
    }
  });

  return (
    <Stack spacing={3}>
      <Typography>
        The portal asks for a code from an authenticator app (such as Google Authenticator, Microsoft
        Authenticator or 1Password) each time you sign in.
      </Typography>
      <Typography variant="h2" sx={{ fontSize: "1.25rem" }}>
        1. Add the portal to your app
      </Typography>
      <Typography>Scan this QR code with your authenticator app.</Typography>
      <Box
        component="img"
        src={qrCodeImageSource(provisioning.qrCodeSvg)}
        alt="QR code that adds your Keystone Home Credit portal account to an authenticator app"
        width={200}
        height={200}
        sx={{ alignSelf: "flex-start", border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "#fff" }}
      />
      <Typography>Can’t scan it? Choose “enter a setup key” in your app and type this key:</Typography>
      <TextField
        id="totp-setup-key"
        label="Setup key"
        value={provisioning.secretGroups}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        sx={{ "& input": { fontFamily: "monospace", letterSpacing: "0.08em" } }}
        helperText="Time-based, 6 digits. Spaces don’t matter."
        fullWidth
      />
      <Typography variant="h2" sx={{ fontSize: "1.25rem" }}>
        2. Enter the code your app shows
      </Typography>
      <form onSubmit={submit} noValidate>
        <Stack spacing={3}>
          <FormTextField
            control={form.control}
            name="code"
            label="6-digit code"
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Checking…" : "Confirm and continue"}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
