"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { requestCodeInput } from "@/domain/accounts/account-inputs";
import { oneTimeCodeInput } from "@/domain/format/inputs";
import { schemaResolver } from "@/ui/form-resolver";
import { emailMeACode, signInWithCode } from "./applicant-sign-in";
import { FormRefusal, fieldProps } from "./form-parts";

/** Spec §3 login payload with the code: signInInput's e-mail and code, the code always asked for. */
const codeSignInInput = requestCodeInput.extend({ token: oneTimeCodeInput });
type CodeSignIn = z.infer<typeof codeSignInInput>;

interface CodeFields {
  email: string;
  token: string;
}

/**
 * The second half of signing in by e-mail: the 6-digit code we sent to `email` (spec §9), checked by
 * the credentials provider; the form checks it with the domain's code schema first.
 */
export function EnterCodeForm({
  email,
  idPrefix,
  submitLabel,
  onSignedIn,
}: {
  email: string;
  idPrefix: string;
  submitLabel: string;
  onSignedIn: () => void;
}) {
  const form = useForm<CodeFields, unknown, CodeSignIn>({
    resolver: schemaResolver<CodeFields, CodeSignIn>(codeSignInInput),
    defaultValues: { email, token: "" },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  const submit = form.handleSubmit(async ({ token }) => {
    setRefusal(null);
    const outcome = await signInWithCode(email, token);
    if (outcome.ok) onSignedIn();
    else setRefusal(outcome.message);
  });

  const sendAgain = async () => {
    setRefusal(null);
    setResent(false);
    const outcome = await emailMeACode(email);
    if (outcome.ok) setResent(true);
    else setRefusal(outcome.message);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <TextField
        {...fieldProps(form, "token", {
          id: `${idPrefix}-code`,
          label: "6-digit code",
          hint: `From the e-mail we sent to ${email}. It works for 10 minutes.`,
        })}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 7 } }}
      />
      {resent ? <Typography role="status">We sent a new code to {email}.</Typography> : null}
      <FormRefusal message={refusal} />
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
      <Button variant="text" onClick={sendAgain}>
        Send me a new code
      </Button>
    </Stack>
  );
}
