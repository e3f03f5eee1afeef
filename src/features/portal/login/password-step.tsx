"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { staffSignInInput } from "@/domain/portal/portal-inputs";
import { useTRPC } from "@/lib/trpc/client";
import type { RouterOutputs } from "../api-types";
import { FormTextField } from "../form-text-field";
import { showServerError } from "../server-errors";

export type PasswordChecked =
  | { next: "verify"; ticket: string }
  | { next: "enrol"; ticket: string; provisioning: RouterOutputs["portalAuth"]["startEnrolment"] };

/** Step one: e-mail and password. An account without an authenticator yet goes straight to enrolment. */
export function PasswordStep({ onChecked }: { onChecked: (checked: PasswordChecked) => void }) {
  const trpc = useTRPC();
  const checkPassword = useMutation(trpc.portalAuth.checkPassword.mutationOptions());
  const startEnrolment = useMutation(trpc.portalAuth.startEnrolment.mutationOptions());
  const form = useForm({
    resolver: zodResolver(staffSignInInput),
    defaultValues: { email: "", password: "" },
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      const checked = await checkPassword.mutateAsync(input);
      if (checked.next === "verify") return onChecked({ next: "verify", ticket: checked.ticket });
      const provisioning = await startEnrolment.mutateAsync({ ticket: checked.ticket });
      onChecked({ next: "enrol", ticket: checked.ticket, provisioning });
    } catch (error) {
      showServerError(error, form.setError, "password", ["email", "password"]);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <FormTextField
          control={form.control}
          name="email"
          label="Work e-mail"
          type="email"
          autoComplete="username"
        />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Checking…" : "Continue"}
        </Button>
      </Stack>
    </form>
  );
}
