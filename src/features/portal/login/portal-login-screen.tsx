"use client";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Notice } from "../notice";
import { StepHeading } from "../step-heading";
import { CodeStep } from "./code-step";
import { type Enrolled, EnrolStep } from "./enrol-step";
import { type PasswordChecked, PasswordStep } from "./password-step";
import { RecoveryCodesStep } from "./recovery-codes-step";

type Step = { kind: "password" } | PasswordChecked | ({ next: "recovery" } & Enrolled);

const HEADINGS = {
  password: "Sign in to the partner portal",
  verify: "Enter your authenticator code",
  enrol: "Set up your authenticator app",
  recovery: "Save your recovery codes",
} as const;

/**
 * /portal/login (spec §2, docs/design.md §4): e-mail and password, then the authenticator's code, or on
 * a first sign-in the authenticator's set-up and the recovery codes. `notice` is the sentence for a
 * known `?error=` code, chosen on the server; `callbackUrl` is already a safe portal path.
 */
export function PortalLoginScreen({ notice, callbackUrl }: { notice: string | null; callbackUrl: string }) {
  const [step, setStep] = useState<Step>({ kind: "password" });
  const key = "next" in step ? step.next : "password";
  const signedIn = () => window.location.assign(callbackUrl);
  const startAgain = () => setStep({ kind: "password" });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <StepHeading key={key} focusOnMount={key !== "password"}>
        {HEADINGS[key]}
      </StepHeading>
      {key === "password" && notice ? <Notice>{notice}</Notice> : null}
      {"next" in step && step.next === "verify" ? (
        <CodeStep ticket={step.ticket} callbackUrl={callbackUrl} onSignedIn={signedIn} />
      ) : "next" in step && step.next === "enrol" ? (
        <EnrolStep
          ticket={step.ticket}
          provisioning={step.provisioning}
          onEnrolled={(enrolled) => setStep({ next: "recovery", ...enrolled })}
        />
      ) : "next" in step && step.next === "recovery" ? (
        <RecoveryCodesStep
          recoveryCodes={step.recoveryCodes}
          handoff={step.handoff}
          callbackUrl={callbackUrl}
          onSignedIn={signedIn}
        />
      ) : (
        <PasswordStep onChecked={setStep} />
      )}
      <Stack sx={{ mt: 4 }} spacing={1}>
        {key === "verify" || key === "enrol" ? (
          <Button variant="text" onClick={startAgain} sx={{ alignSelf: "flex-start" }}>
            Start again with a different account
          </Button>
        ) : null}
        {key === "password" ? (
          <Typography variant="body2">
            Lost your authenticator and your recovery codes? Ask an administrator of your organisation to
            reset your second factor.
          </Typography>
        ) : null}
      </Stack>
    </Container>
  );
}
