"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { acceptInvitationInput } from "@/domain/portal/portal-inputs";
import { useTRPC } from "@/lib/trpc/client";
import { FormTextField } from "../form-text-field";
import { showServerError } from "../server-errors";
import { PORTAL_LOGIN_PATH } from "../sign-in-address";
import { StepHeading } from "../step-heading";
import { invitationTokenFrom } from "./invitation-token";

const acceptForm = acceptInvitationInput.omit({ token: true });

/** /portal/accept-invitation: the invited person gives their name and a password, then signs in. */
export function AcceptInvitationScreen() {
  // undefined: not read yet (the fragment exists only in the browser); null: the link had none.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [acceptedEmail, setAcceptedEmail] = useState<string | null>(null);

  useEffect(() => {
    setToken(invitationTokenFrom(window.location.hash));
    // Out of the address bar, the history and any bookmark as soon as it is read.
    if (window.location.hash) window.history.replaceState(null, "", window.location.pathname);
  }, []);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      {acceptedEmail ? (
        <>
          <StepHeading key="done" focusOnMount>
            Your portal account is ready
          </StepHeading>
          <Stack spacing={3}>
            <Typography>
              Sign in as {acceptedEmail} with the password you just chose. The first time, you’ll set up an
              authenticator app on your phone and save your recovery codes.
            </Typography>
            <Button variant="contained" href={PORTAL_LOGIN_PATH} sx={{ alignSelf: "flex-start" }}>
              Sign in to the portal
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <StepHeading>Accept your invitation to the partner portal</StepHeading>
          {token === undefined ? <p aria-live="polite">Reading your invitation…</p> : null}
          {token === null ? (
            <Alert severity="warning">
              This link has no invitation in it. Open the link from your invitation e-mail again, or ask the
              person who invited you to send a new one.
            </Alert>
          ) : null}
          {token ? <AcceptForm token={token} onAccepted={setAcceptedEmail} /> : null}
        </>
      )}
    </Container>
  );
}

function AcceptForm({ token, onAccepted }: { token: string; onAccepted: (email: string) => void }) {
  const trpc = useTRPC();
  const accept = useMutation(trpc.portalAuth.acceptInvitation.mutationOptions());
  const form = useForm({
    resolver: zodResolver(acceptForm),
    defaultValues: { firstName: "", lastName: "", password: "" },
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      onAccepted((await accept.mutateAsync({ ...input, token })).email);
    } catch (error) {
      showServerError(error, form.setError, "password", ["firstName", "lastName", "password"]);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <Typography>Tell us your name and choose a password for signing in to the portal.</Typography>
        <FormTextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
        <FormTextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          helperText="At least 8 characters. A long phrase is easier to remember; common passwords are refused."
        />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : "Create my account"}
        </Button>
      </Stack>
    </form>
  );
}
