"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import NextLink from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { z } from "zod";
import { emailInput } from "@/domain/format/inputs";
import { usStateName } from "@/domain/format/us-states";
import { required } from "@/domain/prequal/field-inputs";
import type { PrequalAnswers } from "@/domain/prequal/prequal-answers";
import { useTRPC } from "@/lib/trpc/client";
import { TextField } from "@/ui/inputs";
import { Notice } from "@/ui/notice";
import { showRefusal } from "@/ui/server-refusals";
import { useStepForm } from "./use-step-form";

/** The same e-mail schema `prequal.joinWaitlist` reads. */
const waitlistInput = z.object({ email: required(emailInput) });
type WaitlistFields = { email: string };

/** The state the lender does not serve yet, by name ("Delaware"), or null when it is not known. */
export function waitlistStateName(answers: PrequalAnswers): string | null {
  const code = answers.waitlistState ?? answers.address?.state;
  return code ? (usStateName(code) ?? null) : null;
}

function WaitlistForm({ answers }: { answers: PrequalAnswers }) {
  const t = useTranslations("prequal.waitlist");
  const tp = useTranslations("prequal");
  const common = useTranslations("common");
  const trpc = useTRPC();
  const join = useMutation(trpc.prequal.joinWaitlist.mutationOptions());
  const [joined, setJoined] = useState<string | null>(answers.waitlistEmail ?? null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useStepForm<WaitlistFields, z.output<typeof waitlistInput>>(waitlistInput, {
    email: answers.waitlistEmail ?? answers.borrower?.email ?? "",
  });

  const submit = form.handleSubmit(({ email }) => {
    setRefusal(null);
    join.mutate(
      { email },
      {
        onSuccess: () => setJoined(email),
        onError: (error) => setRefusal(showRefusal(error, form.setError, ["email"], tp("offline"))),
      },
    );
  });

  return (
    <Stack spacing={3}>
      <Box
        role="status"
        sx={
          joined
            ? { bgcolor: "#EDF7ED", borderLeft: 4, borderColor: "success.main", borderRadius: 1, p: 2 }
            : undefined
        }
      >
        {joined ? t("joined", { email: joined }) : null}
      </Box>
      {joined ? null : (
        <Stack component="form" noValidate onSubmit={submit} spacing={3}>
          <TextField
            control={form.control}
            name="email"
            type="email"
            label={t("email")}
            autoComplete="email"
          />
          {refusal ? (
            <Notice severity="error" role="alert">
              {refusal}
            </Notice>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            disabled={!form.formState.isValid}
            aria-disabled={join.isPending || undefined}
          >
            {join.isPending ? common("saving") : t("join")}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /prequal/waitlist: the home is in a state the lender is not licensed in yet. Says so plainly,
 * offers to e-mail the person when that changes (`prequal.joinWaitlist`), and lets them change the
 * address if it was mistyped.
 */
export function WaitlistScreen() {
  const t = useTranslations("prequal.waitlist");
  const tp = useTranslations("prequal");
  const trpc = useTRPC();
  const journey = useQuery(trpc.prequal.journey.queryOptions({ flow: "new" }));
  const answers = journey.data?.answers;
  const state = answers ? waitlistStateName(answers) : null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: 2 }}>
        {state ? t("titleState", { state }) : t("title")}
      </Typography>
      <Stack spacing={3}>
        <Typography>{t("body")}</Typography>
        {answers ? (
          <WaitlistForm answers={answers} />
        ) : journey.isError ? (
          <Notice severity="error" role="alert">
            {tp("offline")}
          </Notice>
        ) : (
          <Typography role="status" sx={{ color: "text.secondary" }}>
            {tp("loading")}
          </Typography>
        )}
        <Box>
          <Button component={NextLink} href="/prequal/address" variant="text">
            {t("changeAddress")}
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
