"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MuiTextField from "@mui/material/TextField";
import { useMutation } from "@tanstack/react-query";
import { useController, useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import {
  type BorrowerMessage,
  borrowerMessageInput,
  MESSAGE_MAX_LENGTH,
} from "@/domain/messages/message-inputs";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { Notice } from "@/ui/notice";
import { showRefusal } from "@/ui/server-refusals";

type Fields = { body: string };

/**
 * The borrower's reply (decision 098), checked by the schema `messages.send` uses. A refusal keeps
 * what was written; a message sent clears the box and the thread is read again.
 */
export function MessageForm({ onSent }: { onSent: () => void }) {
  const t = useTranslations("messages.form");
  const offline = useTranslations("messages")("loadFailed");
  const trpc = useTRPC();
  const form = useForm<Fields, unknown, BorrowerMessage>({
    defaultValues: { body: "" },
    resolver: schemaResolver<Fields, BorrowerMessage>(borrowerMessageInput),
    mode: "onSubmit",
  });
  const send = useMutation(
    trpc.messages.send.mutationOptions({
      onSuccess: () => {
        form.reset({ body: "" });
        onSent();
      },
    }),
  );
  const refusal = send.error ? showRefusal(send.error, form.setError, ["body"], offline) : null;
  const { field, fieldState } = useController({ control: form.control, name: "body" });
  const submit = form.handleSubmit((values) => {
    if (!send.isPending) send.mutate(values);
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
      <MuiTextField
        name={field.name}
        label={t("label")}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? t("hint")}
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
      />
      {refusal ? (
        <Notice severity="error" role="alert">
          {refusal}
        </Notice>
      ) : null}
      {send.isSuccess && !form.formState.isDirty ? (
        <Notice severity="success" role="status">
          {t("sent")}
        </Notice>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        aria-disabled={send.isPending || undefined}
        sx={{ justifySelf: { xs: "stretch", sm: "start" } }}
      >
        {send.isPending ? t("sending") : t("send")}
      </Button>
    </Box>
  );
}
