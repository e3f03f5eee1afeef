"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import type { FiledFile } from "./checklist-types";

/** Asks before a file leaves the checklist (documents.remove); the lender still keeps a record. */
export function RemoveDocumentDialog({
  file,
  onClose,
  onRemoved,
}: {
  file: FiledFile | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const t = useTranslations("documents.file");
  const words = useTranslations("documents");
  const trpc = useTRPC();
  const id = useId();
  const remove = useMutation(
    trpc.documents.remove.mutationOptions({
      onSuccess: () => {
        onClose();
        onRemoved();
      },
    }),
  );
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={file !== null}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <DialogTitle id={`${id}-title`}>{t("confirmTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>
          {t("confirmBody", { name: file?.displayName ?? "" })}
        </DialogContentText>
        {remove.error ? (
          <Notice severity="error" role="alert">
            {sentenceOf(remove.error, words("offline"))}
          </Notice>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t("keep")}</Button>
        <Button
          variant="contained"
          color="error"
          aria-disabled={remove.isPending || undefined}
          onClick={() => {
            if (file && !remove.isPending) remove.mutate({ documentId: file.id });
          }}
        >
          {remove.isPending ? t("removing") : t("confirmRemove")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
