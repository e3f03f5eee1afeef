"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type SignIn, signInInput } from "@/domain/accounts/account-inputs";
import { schemaResolver } from "@/ui/form-resolver";
import { signInWithPassword } from "./applicant-sign-in";
import { FormRefusal, fieldProps } from "./form-parts";

interface PasswordFields {
  email: string;
  password: string;
}

/**
 * Spec §3 login payload: e-mail and password, checked with the server's own schema (signInInput);
 * its "password or code" rule has no field of its own and is shown beside the password.
 */
export function PasswordSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<PasswordFields, unknown, SignIn>({
    resolver: schemaResolver<PasswordFields, SignIn>(signInInput, { pathlessTo: "password" }),
    defaultValues: { email: "", password: "" },
  });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email, password }) => {
    setRefusal(null);
    const outcome = await signInWithPassword(email, password ?? "");
    if (outcome.ok) onSignedIn();
    else setRefusal(outcome.message);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <TextField
        {...fieldProps(form, "email", { id: "sign-in-email", label: "E-mail address" })}
        type="email"
        autoComplete="email"
      />
      <TextField
        {...fieldProps(form, "password", { id: "sign-in-password", label: "Password" })}
        type="password"
        autoComplete="current-password"
      />
      <FormRefusal message={refusal} />
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
        Sign in
      </Button>
    </Stack>
  );
}
