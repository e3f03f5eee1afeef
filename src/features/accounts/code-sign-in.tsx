"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type RequestCode, requestCodeInput } from "@/domain/accounts/account-inputs";
import { schemaResolver } from "@/ui/form-resolver";
import { emailMeACode } from "./applicant-sign-in";
import { EnterCodeForm } from "./enter-code-form";
import { FormRefusal, fieldProps } from "./form-parts";

/** "E-mail me a code": the email provider mails a 6-digit code, then the code signs the person in. */
export function CodeSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<{ email: string }, unknown, RequestCode>({
    resolver: schemaResolver<{ email: string }, RequestCode>(requestCodeInput),
    defaultValues: { email: "" },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    setRefusal(null);
    const outcome = await emailMeACode(email);
    if (outcome.ok) setSentTo(email);
    else setRefusal(outcome.message);
  });

  if (sentTo) {
    return (
      <Stack spacing={3}>
        <Typography>
          If <strong>{sentTo}</strong> has a Keystone account, we have e-mailed it a 6-digit sign-in code.
        </Typography>
        <EnterCodeForm email={sentTo} idPrefix="code-sign-in" submitLabel="Sign in" onSignedIn={onSignedIn} />
        <Button variant="text" onClick={() => setSentTo(null)}>
          Use a different e-mail address
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <TextField
        {...fieldProps(form, "email", { id: "code-sign-in-email", label: "E-mail address" })}
        type="email"
        autoComplete="email"
      />
      <FormRefusal message={refusal} />
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
        E-mail me a code
      </Button>
    </Stack>
  );
}
