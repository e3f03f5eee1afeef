"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { revealNumberInput } from "@/domain/portal/loan-file-inputs";
import { useTRPC } from "@/lib/trpc/client";
import { ErrorNotice } from "../notice";
import { FileSection, type LoanFileView } from "./loan-file-parts";
import { LOAN_FILE_WORDS as W } from "./loan-file-words";

type MaskedNumber = LoanFileView["numbers"][number];

/**
 * The SSNs and account numbers, masked to their last four (decision 085). A role that may see
 * one in full asks for it with a reason, checked by the server's own schema; the server audits
 * the reveal. The full number lives in this component's state only, never in the query cache.
 */
export function NumbersSection({ view }: { view: LoanFileView }) {
  const [asking, setAsking] = useState<MaskedNumber | null>(null);
  const [shown, setShown] = useState<Record<string, string>>({});
  return (
    <FileSection id="numbers-heading" heading={W.numbersHeading}>
      {view.numbers.length === 0 ? <Typography>{W.noNumbers}</Typography> : null}
      {!view.may.revealNumbers && view.numbers.length > 0 ? (
        <Typography sx={{ mb: 1, color: "text.secondary" }}>{W.cannotReveal}</Typography>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {view.numbers.map((n) => (
          <li key={n.key}>
            <Typography sx={{ fontWeight: 600 }}>{n.label}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              {shown[n.key] ? (
                <output aria-label={W.revealed(n.label)} style={{ fontFamily: "monospace" }}>
                  {shown[n.key]}
                </output>
              ) : (
                <span style={{ fontFamily: "monospace" }}>{n.masked}</span>
              )}
              {view.may.revealNumbers && !shown[n.key] ? (
                <Button size="small" onClick={() => setAsking(n)} aria-label={W.reveal(n.label)}>
                  {W.revealConfirm}
                </Button>
              ) : null}
            </Stack>
          </li>
        ))}
      </Stack>
      <RevealDialog
        applicationId={view.applicant.applicationId}
        number={asking}
        onClose={() => setAsking(null)}
        onShown={(key, value) => {
          setShown((before) => ({ ...before, [key]: value }));
          setAsking(null);
        }}
      />
    </FileSection>
  );
}

function RevealDialog(props: {
  applicationId: string;
  number: MaskedNumber | null;
  onClose: () => void;
  onShown: (key: string, value: string) => void;
}) {
  const { applicationId, number, onClose, onShown } = props;
  const trpc = useTRPC();
  const reveal = useMutation(trpc.portal.loanFile.revealNumber.mutationOptions());
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setReason("");
    setProblem(null);
    reveal.reset();
    onClose();
  };
  const submit = async () => {
    if (!number) return;
    const checked = revealNumberInput.safeParse({ applicationId, number: number.key, reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    const answer = await reveal.mutateAsync(checked.data).catch(() => null);
    if (!answer) return;
    setReason("");
    onShown(answer.number, answer.value);
  };
  return (
    <Dialog
      open={number !== null}
      onClose={reveal.isPending ? undefined : close}
      aria-labelledby="reveal-title"
      aria-describedby="reveal-body"
    >
      <DialogTitle id="reveal-title">{number ? W.revealTitle(number.label) : ""}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reveal-body" sx={{ mb: 2 }}>
          {W.revealBody}
        </DialogContentText>
        {reveal.error ? <ErrorNotice error={reveal.error} /> : null}
        <TextField
          id="reveal-reason"
          label={W.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          error={problem !== null}
          helperText={problem ?? " "}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={reveal.isPending}>
          {W.cancel}
        </Button>
        <Button variant="contained" onClick={submit} disabled={reveal.isPending}>
          {W.revealConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
