"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type SignUp, signUpInput } from "@/domain/accounts/account-inputs";
import { formatPhone, parsePhone } from "@/domain/format/phone";
import { useTRPC } from "@/lib/trpc/client";
import { useFormDraft } from "@/ui/form-draft";
import { schemaResolver } from "@/ui/form-resolver";
import { EnterCodeForm } from "./enter-code-form";
import { apiRefusal, FormRefusal, fieldProps, showServerFieldErrors } from "./form-parts";

export interface SignUpFields {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
}

const EMPTY: SignUpFields = { email: "", firstName: "", lastName: "", phone: "", password: "" };
const FIELDS = ["email", "firstName", "lastName", "phone", "password"] as const;
/** What survives a sign-out by the idle limit (never the password). */
const DRAFTED = ["email", "firstName", "lastName", "phone"] as const;

export interface SignUpFormProps {
  /** Answers already given, e.g. the funnel's name and email steps. */
  defaultValues?: Partial<Omit<SignUpFields, "password">>;
  /**
   * Runs with the checked details just before the account is asked for. The funnel uses it to put
   * the answers given before an account existed where it can find them again (keyed by the e-mail),
   * and saves them through the API in `onSignedIn`, once a session exists (decision 018). A throw
   * stops the sign-up and shows the form's general refusal.
   */
  beforeCreate?: (details: SignUp) => void | Promise<void>;
  /** Runs once the new account is signed in. */
  onSignedIn?: (details: { email: string }) => void;
  /** Distinct ids when the form appears twice on one page. */
  idPrefix?: string;
}

/**
 * Spec §3 sign-up (e-mail, first and last name, phone, optional password), then the 6-digit code we
 * e-mail to finish signing in. The answer is the same whether or not the e-mail already has an
 * account (decision 013), so the next step says both.
 */
export function SignUpForm({
  defaultValues,
  beforeCreate,
  onSignedIn,
  idPrefix = "sign-up",
}: SignUpFormProps) {
  const trpc = useTRPC();
  const signUp = useMutation(trpc.identity.signUp.mutationOptions());
  const form = useForm<SignUpFields, unknown, SignUp>({
    resolver: schemaResolver<SignUpFields, SignUp>(signUpInput),
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const draft = useFormDraft(form, { name: "signUp", fields: DRAFTED });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit(async (details) => {
    setRefusal(null);
    try {
      await beforeCreate?.(details);
      await signUp.mutateAsync(details);
      setSentTo(details.email);
    } catch (error) {
      if (!showServerFieldErrors(form, error, FIELDS)) setRefusal(apiRefusal(error));
    }
  });

  if (sentTo) {
    return (
      <Stack spacing={3}>
        <Typography>
          We e-mailed a 6-digit code to <strong>{sentTo}</strong>. Enter it to finish creating your account.
          If you already have an account with that address, the e-mail says how to sign in instead.
        </Typography>
        <EnterCodeForm
          email={sentTo}
          idPrefix={idPrefix}
          submitLabel="Finish creating my account"
          onSignedIn={() => {
            draft.clear();
            onSignedIn?.({ email: sentTo });
          }}
        />
        <Button variant="text" onClick={() => setSentTo(null)}>
          Use a different e-mail address
        </Button>
      </Stack>
    );
  }

  const phone = form.register("phone");
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <TextField
        {...fieldProps(form, "email", { id: `${idPrefix}-email`, label: "E-mail address" })}
        type="email"
        autoComplete="email"
      />
      <TextField
        {...fieldProps(form, "firstName", { id: `${idPrefix}-first-name`, label: "First name" })}
        autoComplete="given-name"
      />
      <TextField
        {...fieldProps(form, "lastName", { id: `${idPrefix}-last-name`, label: "Last name" })}
        autoComplete="family-name"
      />
      <TextField
        {...fieldProps(form, "phone", {
          id: `${idPrefix}-phone`,
          label: "Mobile phone",
          hint: "10 digits, like (555) 123-4567",
        })}
        type="tel"
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: "tel" } }}
        onBlur={(event) => {
          void phone.onBlur(event);
          const typed = parsePhone(event.target.value);
          if (typed.ok) form.setValue("phone", formatPhone(typed.value), { shouldDirty: true });
        }}
      />
      <TextField
        {...fieldProps(form, "password", {
          id: `${idPrefix}-password`,
          label: "Password (optional)",
          hint: "At least 8 characters. Or leave it empty and sign in with a code we e-mail you each time.",
        })}
        type="password"
        autoComplete="new-password"
      />
      <FormRefusal message={refusal} />
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
        Create my account
      </Button>
    </Stack>
  );
}
