"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { MESSAGE_MAX_LENGTH, type StaffMessage, staffMessageInput } from "@/domain/messages/message-inputs";
import { holds } from "@/domain/portal/portal-roles";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { Notice as UiNotice } from "@/ui/notice";
import type { RouterOutputs } from "../api-types";
import { FormTextField } from "../form-text-field";
import { ErrorNotice } from "../notice";
import { dateTimeInWords } from "../portal-words";
import { showServerError } from "../server-errors";
import { FileSection } from "./loan-file-parts";
import { MESSAGES_WORDS as W } from "./messages-words";

type Line = RouterOutputs["portal"]["messages"]["thread"]["messages"][number];

function ThreadLine({ line }: { line: Line }) {
  const note = line.kind === "note";
  const who = line.author === "staff" ? (line.staffName ?? W.staffUnknown) : W.from[line.author];
  return (
    <Box
      component="li"
      sx={{
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: note ? "warning.main" : "divider",
        bgcolor: note ? "grey.100" : "transparent",
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        {note ? `${W.note} · ${who}` : who}
        {line.author !== "staff" && line.readByStaffAt === null ? ` · ${W.unread}` : null}
      </Typography>
      <Typography sx={{ color: "text.secondary", fontSize: "0.875rem" }}>
        <time dateTime={line.sentAt.toISOString()}>{dateTimeInWords(line.sentAt)}</time>
        {line.kind === "message" && line.author === "staff"
          ? ` · ${line.readByBorrowerAt ? W.readByBorrower : W.unreadByBorrower}`
          : null}
      </Typography>
      {/* Plain text: React shows any markup as the characters it is. */}
      <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", mt: 0.5 }}>{line.body}</Typography>
    </Box>
  );
}

/** The reply box: one text, sent to the borrowers or kept as an internal note; the server's schema checks it. */
function WriteForm({ applicationId, onWritten }: { applicationId: string; onWritten: () => void }) {
  const trpc = useTRPC();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<{ applicationId: string; body: string }, unknown, StaffMessage>({
    defaultValues: { applicationId, body: "" },
    resolver: schemaResolver<{ applicationId: string; body: string }, StaffMessage>(staffMessageInput),
  });
  const written = (words: string) => () => {
    form.reset({ applicationId, body: "" });
    setDone(words);
    onWritten();
  };
  const send = useMutation(trpc.portal.messages.send.mutationOptions({ onSuccess: written(W.sent) }));
  const note = useMutation(trpc.portal.messages.addNote.mutationOptions({ onSuccess: written(W.noted) }));
  const busy = send.isPending || note.isPending;
  const submitWith = (mutation: typeof send) =>
    form.handleSubmit((values) => {
      if (busy) return;
      setDone(null);
      mutation.mutate(values, {
        onError: (error) => showServerError(error, form.setError, "body", ["body"]),
      });
    });
  return (
    <Box component="form" noValidate onSubmit={submitWith(send)} sx={{ display: "grid", gap: 1.5, mt: 2 }}>
      <FormTextField
        control={form.control}
        name="body"
        id="loan-file-message"
        label={W.bodyLabel}
        helperText={W.bodyHint}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
      />
      {done ? (
        <UiNotice severity="success" role="status">
          {done}
        </UiNotice>
      ) : null}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
        <Button type="submit" variant="contained" aria-disabled={busy || undefined}>
          {send.isPending ? W.sending : W.send}
        </Button>
        <Button type="button" variant="outlined" onClick={submitWith(note)} aria-disabled={busy || undefined}>
          {note.isPending ? W.sending : W.addNote}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The loan file's thread (issue 22 item 4, decision 098): messages with the borrowers and the
 * team's internal notes, oldest first; opening it marks the borrowers' messages read. Those whose
 * role holds `messageBorrowers` write; the others read.
 */
export function MessagesSection({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  // Read without the sign-in redirect: the page around it already sends a signed-out person away.
  const home = useQuery(trpc.portal.home.queryOptions());
  const thread = useQuery(trpc.portal.messages.thread.queryOptions({ applicationId }));
  const { mutate: markRead } = useMutation(trpc.portal.messages.markRead.mutationOptions());
  const unread = thread.data?.messages.some((m) => m.author !== "staff" && m.readByStaffAt === null) ?? false;
  useEffect(() => {
    if (unread) markRead({ applicationId });
  }, [unread, markRead, applicationId]);
  const mayWrite = home.data ? holds(home.data.user, "messageBorrowers") : false;
  return (
    <FileSection id="messages-heading" heading={W.heading}>
      <Typography sx={{ mb: 2 }}>{W.intro}</Typography>
      {thread.isPending ? <p aria-live="polite">{W.loading}</p> : null}
      {thread.isError ? <ErrorNotice error={thread.error} /> : null}
      {thread.data?.messages.length === 0 ? <Typography>{W.empty}</Typography> : null}
      {thread.data && thread.data.messages.length > 0 ? (
        <Stack
          component="ol"
          spacing={1.5}
          sx={{ listStyle: "none", p: 0, m: 0, maxHeight: { lg: "36rem" }, overflowY: { lg: "auto" } }}
          tabIndex={0}
          aria-label={W.heading}
        >
          {thread.data.messages.map((line) => (
            <ThreadLine key={line.id} line={line} />
          ))}
        </Stack>
      ) : null}
      {mayWrite ? <WriteForm applicationId={applicationId} onWritten={() => void thread.refetch()} /> : null}
    </FileSection>
  );
}
