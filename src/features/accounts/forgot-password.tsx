"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  type RequestCode,
  type ResetPassword,
  requestCodeInput,
  resetPasswordInput,
} from "@/domain/accounts/account-inputs";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { signInWithPassword } from "./applicant-sign-in";
import { apiRefusal, FormRefusal, fieldProps, showServerFieldErrors } from "./form-parts";

interface ResetFields {
  email: string;
  token: string;
  newPassword: string;
}

/**
 * Forgot password: a reset code by e-mail (identity.requestPasswordReset), then the code and a new
 * password (identity.resetPassword), then signed in with it. A reset ends every other session
 * (decision 013); if signing in then fails, the person is asked to sign in with the new password.
 */
export function ForgotPassword({
  onSignedIn,
  onAskToSignIn,
}: {
  onSignedIn: () => void;
  onAskToSignIn: (notice: string) => void;
}) {
  const trpc = useTRPC();
  const requestReset = useMutation(trpc.identity.requestPasswordReset.mutationOptions());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ask = useForm<{ email: string }, unknown, RequestCode>({
    resolver: schemaResolver<{ email: string }, RequestCode>(requestCodeInput),
    defaultValues: { email: "" },
  });

  const submit = ask.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await requestReset.mutateAsync(input);
      setSentTo(input.email);
    } catch (error) {
      if (!showServerFieldErrors(ask, error, ["email"])) setRefusal(apiRefusal(error));
    }
  });

  if (sentTo)
    return <ChooseNewPassword email={sentTo} onSignedIn={onSignedIn} onAskToSignIn={onAskToSignIn} />;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <Typography>We will e-mail you a code to choose a new password.</Typography>
      <TextField
        {...fieldProps(ask, "email", { id: "reset-email", label: "E-mail address" })}
        type="email"
        autoComplete="email"
      />
      <FormRefusal message={refusal} />
      <Button type="submit" variant="contained" disabled={ask.formState.isSubmitting}>
        E-mail me a reset code
      </Button>
    </Stack>
  );
}

function ChooseNewPassword({
  email,
  onSignedIn,
  onAskToSignIn,
}: {
  email: string;
  onSignedIn: () => void;
  onAskToSignIn: (notice: string) => void;
}) {
  const trpc = useTRPC();
  const reset = useMutation(trpc.identity.resetPassword.mutationOptions());
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ResetFields, unknown, ResetPassword>({
    resolver: schemaResolver<ResetFields, ResetPassword>(resetPasswordInput),
    defaultValues: { email, token: "", newPassword: "" },
  });

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await reset.mutateAsync(input);
    } catch (error) {
      if (!showServerFieldErrors(form, error, ["token", "newPassword"])) setRefusal(apiRefusal(error));
      return;
    }
    const signedIn = await signInWithPassword(email, input.newPassword);
    if (signedIn.ok) onSignedIn();
    else onAskToSignIn("Your password is changed. Sign in with your new password.");
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <Typography>
        If <strong>{email}</strong> has a Keystone account, we have e-mailed it a 6-digit reset code.
      </Typography>
      <TextField
        {...fieldProps(form, "token", { id: "reset-code", label: "6-digit reset code" })}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 7 } }}
      />
      <TextField
        {...fieldProps(form, "newPassword", {
          id: "reset-new-password",
          label: "New password",
          hint: "At least 8 characters.",
        })}
        type="password"
        autoComplete="new-password"
      />
      <FormRefusal message={refusal} />
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
        Save my new password
      </Button>
    </Stack>
  );
}
