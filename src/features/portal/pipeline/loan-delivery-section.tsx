"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/lib/trpc/client";
import { ErrorNotice, Notice } from "../notice";
import { dateTimeInWords } from "../portal-words";
import { LOAN_DELIVERY_WORDS as W } from "./loan-delivery-words";
import { LoanFileReport } from "./loan-file-report";

/** Saves the file through a link the browser downloads (nothing of it stays in the page). */
function save(fileName: string, xml: string) {
  const url = URL.createObjectURL(new Blob([xml], { type: "application/xml" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The application's delivery to its lending system: state, loan number, reason, tries; send again, download. */
export function LoanDeliverySection({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const view = useQuery(trpc.portal.loanDelivery.get.queryOptions({ applicationId }));
  const sendAgain = useMutation(
    trpc.portal.loanDelivery.sendAgain.mutationOptions({
      onSuccess: async () => {
        setDone(W.sentAgain);
        await queryClient.invalidateQueries({
          queryKey: trpc.portal.loanDelivery.get.queryKey({ applicationId }),
        });
      },
    }),
  );
  const download = useMutation(
    trpc.portal.loanDelivery.download.mutationOptions({ onSuccess: (file) => save(file.fileName, file.xml) }),
  );
  if (view.isPending) return <p aria-live="polite">{W.loading}</p>;
  if (view.isError) return <ErrorNotice error={view.error} />;
  const d = view.data;
  return (
    <section aria-labelledby="loan-delivery-heading">
      <Typography id="loan-delivery-heading" variant="h2" sx={{ fontSize: "1.5rem", mb: 2 }}>
        {W.heading}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{W.state[d.state](d.lendingSystem)}</Typography>
      {d.losLoanNumber ? <Typography>{W.loanNumber(d.losLoanNumber)}</Typography> : null}
      {d.failureReason ? <Typography>{d.failureReason}</Typography> : null}
      {d.milestone ? <Typography>{W.milestone(d.milestone)}</Typography> : null}
      {d.updatePending ? <Typography>{W.updatePending}</Typography> : null}
      {d.attempts.length > 0 ? (
        <>
          <Typography variant="h3" sx={{ fontSize: "1.2rem", fontWeight: 600, mt: 2 }}>
            {W.attemptsHeading}
          </Typography>
          <ul>
            {d.attempts.map((a) => (
              <li key={a.startedAt.toISOString()}>
                {dateTimeInWords(a.startedAt)}: {a.action ?? "—"}, {W.outcome[a.outcome ?? "running"]}
                {a.detail ? ` (${a.detail})` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {done ? <Notice>{done}</Notice> : null}
      {sendAgain.error ? <ErrorNotice error={sendAgain.error} /> : null}
      {download.error ? <ErrorNotice error={download.error} /> : null}
      <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: "wrap" }}>
        {d.may.sendAgain ? (
          <Button
            variant="outlined"
            disabled={sendAgain.isPending}
            onClick={() => sendAgain.mutate({ applicationId })}
          >
            {W.sendAgain}
          </Button>
        ) : null}
        {d.may.download ? (
          <Button
            variant="outlined"
            disabled={download.isPending}
            onClick={() => download.mutate({ applicationId })}
          >
            {W.download}
          </Button>
        ) : null}
      </Stack>
      {d.may.download ? <Typography sx={{ mt: 1 }}>{W.downloadNote}</Typography> : null}
      <LoanFileReport applicationId={applicationId} />
    </section>
  );
}
