"use client";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useApplicant } from "@/ui/applicant-session/applicant-session";
import { APPLICANT_SIGN_IN_PATH } from "@/ui/applicant-session/sign-out";
import { Notice } from "@/ui/notice";
import { safeCallbackPath } from "./callback-path";
import { CodeSignIn } from "./code-sign-in";
import { ForgotPassword } from "./forgot-password";
import { ViewHeading } from "./form-parts";
import { PasswordSignInForm } from "./password-sign-in-form";
import { ResumeRedirect } from "./resume-redirect";
import { signInErrorFromAddress } from "./sign-in-errors";
import { SignUpForm } from "./sign-up-form";
import { SignedInPanel } from "./signed-in-panel";

type View = "password" | "code" | "forgot" | "signUp";

const HEADINGS: Record<View, string> = {
  password: "Sign in",
  code: "Sign in with a code",
  forgot: "Reset your password",
  signUp: "Create your account",
};

function callbackPath(callbackUrl: string | undefined): string | null {
  return typeof window === "undefined" ? null : safeCallbackPath(callbackUrl, window.location.origin);
}

/**
 * Spec §2 /app/login: sign in with a password or an e-mailed code, reset a forgotten password, or
 * create an account. `errorCode` and `callbackUrl` come from the address (next-auth's pages and ours
 * send `?error=` and `?callbackUrl=`); only known codes are shown, and only applicant-area paths are
 * followed. A signed-in applicant goes on at once: to that page, or to where their application stands
 * (spec §4, `ResumeRedirect`).
 */
export function LoginScreen({ errorCode, callbackUrl }: { errorCode?: string; callbackUrl?: string }) {
  const router = useRouter();
  const { status, applicant } = useApplicant();
  const [view, setView] = useState<View>("password");
  const [switched, setSwitched] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [addressError, setAddressError] = useState(() => signInErrorFromAddress(errorCode));

  const show = (next: View) => {
    setView(next);
    setSwitched(true);
    setNotice(null);
    setAddressError(null);
  };

  const onSignedIn = () => {
    const path = callbackPath(callbackUrl);
    router.replace(path ?? APPLICANT_SIGN_IN_PATH);
  };

  if (status === "authenticated" && applicant) {
    const continuePath = callbackPath(callbackUrl);
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <ResumeRedirect
          callbackPath={continuePath}
          fallback={<SignedInPanel applicant={applicant} continuePath={continuePath} />}
        />
      </Container>
    );
  }

  const message = notice ?? addressError;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <ViewHeading takeFocus={switched}>{HEADINGS[view]}</ViewHeading>
      <Stack spacing={3}>
        {message ? (
          <Notice severity={notice ? "success" : "warning"} role={notice ? "status" : "alert"}>
            {message}
          </Notice>
        ) : null}
        {view === "password" ? <PasswordSignInForm onSignedIn={onSignedIn} /> : null}
        {view === "code" ? <CodeSignIn onSignedIn={onSignedIn} /> : null}
        {view === "forgot" ? (
          <ForgotPassword
            onSignedIn={onSignedIn}
            onAskToSignIn={(sentence) => {
              show("password");
              setNotice(sentence);
            }}
          />
        ) : null}
        {view === "signUp" ? <SignUpForm onSignedIn={onSignedIn} /> : null}
        <Divider />
        <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
          {view !== "password" ? (
            <Button variant="text" onClick={() => show("password")}>
              Sign in with your password
            </Button>
          ) : null}
          {view === "password" ? (
            <Button variant="text" onClick={() => show("forgot")}>
              Forgot your password?
            </Button>
          ) : null}
          {view !== "code" ? (
            <Button variant="text" onClick={() => show("code")}>
              E-mail me a code instead
            </Button>
          ) : null}
          {view !== "signUp" ? (
            <Button variant="text" onClick={() => show("signUp")}>
              New here? Create an account
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Container>
  );
}
