"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { secondFactorInput } from "@/domain/portal/portal-inputs";
import { FormTextField } from "../form-text-field";
import { finishSignIn } from "./finish-sign-in";

const codeForm = secondFactorInput.pick({ code: true });

/** Step two for an enrolled account: the authenticator's 6-digit code, or one of the recovery codes. */
export function CodeStep({
  ticket,
  callbackUrl,
  onSignedIn,
}: {
  ticket: string;
  callbackUrl: string;
  onSignedIn: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const form = useForm({ resolver: zodResolver(codeForm), defaultValues: { code: "" } });

  const submit = form.handleSubmit(async ({ code }) => {
    const refusal = await finishSignIn({ ticket, code }, callbackUrl);
    if (refusal) form.setError("code", { type: "server", message: refusal }, { shouldFocus: true });
    else onSignedIn();
  });

  const toggle = () => {
    setRecovery((was) => !was);
    form.reset({ code: "" });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <Typography>
          {recovery
            ? "Enter one of the recovery codes you saved when you set up your authenticator. Each code works once."
            : "Open your authenticator app and enter the 6-digit code it shows for Keystone Home Credit."}
        </Typography>
        <FormTextField
          key={recovery ? "recovery" : "totp"}
          control={form.control}
          name="code"
          label={recovery ? "Recovery code" : "6-digit code"}
          autoComplete="one-time-code"
          slotProps={{
            htmlInput: recovery ? { autoCapitalize: "none", spellCheck: false } : { inputMode: "numeric" },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Signing in…" : "Sign in"}
        </Button>
        <Button variant="text" onClick={toggle}>
          {recovery ? "Use my authenticator app instead" : "Use a recovery code instead"}
        </Button>
      </Stack>
    </form>
  );
}
