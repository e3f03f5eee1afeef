"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import { ClosingFrame } from "../closing-frame";
import { CoborrowerInvitation } from "../coborrower-invitation";
import { DecisionDerivation } from "./decision-derivation";
import { StatusTracker } from "./status-tracker";
import { SubmissionOutcome } from "./submission-outcome";

export type SubmissionView = inferRouterOutputs<AppRouter>["submission"]["status"];

/**
 * /app/application/submitted (spec §2, status applicationSubmitted, decision 043). Before the
 * submission, once the bank account is saved: Submit, which runs the decision once however often it
 * is pressed. Afterwards: the outcome in plain words, how it was reached, what the coborrower still
 * has to do on their own account (decision 044), and the status tracker. A
 * decline goes to the ineligible screen of its reasons, where its notice is.
 */
export function SubmittedScreen() {
  const t = useTranslations("closing.submitted");
  const trpc = useTRPC();
  const router = useRouter();
  const view = useQuery(trpc.submission.status.queryOptions());
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = useMutation(
    trpc.submission.submit.mutationOptions({
      onMutate: () => setRefusal(null),
      onSuccess: (answer) => {
        if (answer.outcome === "declined") router.replace(answer.next);
        else void view.refetch();
      },
      onError: (error) => setRefusal(sentenceOf(error, t("offline"))),
    }),
  );
  return (
    <ClosingFrame query={view} t={t} headline={(data) => data.headline}>
      {(data) => (
        <>
          {data.submitted ? null : data.canSubmit ? (
            <Stack spacing={2} component="section" aria-labelledby="ready-title">
              <Typography id="ready-title" variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
                {t("readyTitle")}
              </Typography>
              <Typography>{t("readyBody")}</Typography>
              {refusal ? (
                <Notice severity="error" role="alert">
                  {refusal}
                </Notice>
              ) : null}
              <Button
                variant="contained"
                disabled={submit.isPending || submit.isSuccess}
                onClick={() => {
                  // One decision however often it is pressed: the server keeps one, the button waits.
                  if (!submit.isPending && !submit.isSuccess) submit.mutate();
                }}
                sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
              >
                {submit.isPending || submit.isSuccess ? t("submitting") : t("submit")}
              </Button>
            </Stack>
          ) : (
            <Stack spacing={2}>
              <Typography>{t("notReadyBody")}</Typography>
              <Button
                href="/app/application/loan-disbursement"
                variant="outlined"
                sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
              >
                {t("notReadyLink")}
              </Button>
            </Stack>
          )}
          {data.submitted ? <SubmissionOutcome view={data} /> : null}
          {data.derivation ? <DecisionDerivation derivation={data.derivation} /> : null}
          <CoborrowerInvitation />
          <StatusTracker milestones={data.milestones} />
        </>
      )}
    </ClosingFrame>
  );
}
