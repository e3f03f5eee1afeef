"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { rejectRateSheetForm } from "@/domain/pricing/rate-sheet-approval";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { toast } from "@/ui/toasts";
import type { RateSheetCurrent } from "../api-types";
import { ErrorNotice, Notice } from "../notice";
import { RATE_SHEET_WORDS as W } from "../portal-words";
import { fieldErrorsOf, messageOf } from "../server-errors";

type Pending = NonNullable<RateSheetCurrent["pending"]>;

/** A figure as the sheet has it; a row absent on one side says so. */
const figure = (value: unknown) => (value === undefined ? W.absent : JSON.stringify(value));

/**
 * The draft waiting for a second pricing administrator (decision 106): who proposed it, when it
 * takes effect, each figure it changes against the version in force (before → after), and Approve
 * or Reject with a reason. Approving sends the draft and the version in force as read, so a draft
 * replaced or a sheet come into force since is refused with a sentence asking to reload.
 */
export function PendingDraft({ current }: { current: RateSheetCurrent }) {
  const pending = current.pending;
  if (!pending) return null;
  const headingId = `pending-draft-${pending.version}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 2, borderColor: "warning.main", borderRadius: 1, p: 2.5 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1.5rem" }} gutterBottom>
        {W.pendingHeading(pending.version)}
      </Typography>
      <Typography>{W.pendingBy(pending.createdBy, pending.createdAt)}</Typography>
      <Typography>{W.pendingEffective(pending.effectiveAt)}</Typography>
      {pending.restores ? <Typography>{W.pendingRestores(pending.restores)}</Typography> : null}
      <Box component="p" sx={{ overflowWrap: "anywhere" }}>
        {pending.note}
      </Box>
      <Changes pending={pending} inForce={current.version} />
      {pending.proposedByYou ? (
        <Notice>{W.yourOwn}</Notice>
      ) : (
        <Decide pending={pending} inForceVersion={current.version} />
      )}
    </Box>
  );
}

function Changes({ pending, inForce }: { pending: Pending; inForce: number }) {
  const captionId = useId();
  if (!pending.changes.length) return <Typography sx={{ my: 2 }}>{W.noChanges}</Typography>;
  return (
    <Box sx={{ overflowX: "auto", my: 2 }}>
      <Box
        component="table"
        aria-labelledby={captionId}
        sx={{
          borderCollapse: "collapse",
          "& th, & td": { textAlign: "left", p: 0.75, borderBottom: 1, borderColor: "divider" },
        }}
      >
        <Box component="caption" id={captionId} sx={{ textAlign: "left", fontWeight: 600 }}>
          {W.changesHeading(inForce)}
        </Box>
        <thead>
          <tr>
            <th scope="col">{W.place}</th>
            <th scope="col">{W.before}</th>
            <th scope="col">{W.after}</th>
          </tr>
        </thead>
        <tbody>
          {pending.changes.map((change) => (
            <tr key={change.path}>
              <th scope="row">
                <code>{change.path}</code>
              </th>
              <td>{figure(change.before)}</td>
              <td>{figure(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function Decide({ pending, inForceVersion }: { pending: Pending; inForceVersion: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const approve = useMutation(trpc.rateSheets.approve.mutationOptions());
  const reject = useMutation(trpc.rateSheets.reject.mutationOptions());
  const [failure, setFailure] = useState<unknown>(null);
  const reasonId = useId();
  const form = useForm<{ reason: string }, unknown, { reason: string }>({
    resolver: schemaResolver(rejectRateSheetForm),
    defaultValues: { reason: "" },
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.rateSheets.current.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.rateSheets.versions.queryKey() }),
    ]);

  const onApprove = async () => {
    setFailure(null);
    try {
      await approve.mutateAsync({ version: pending.version, inForceVersion });
      toast(W.approved(pending.version), "success");
      await refresh();
    } catch (error) {
      setFailure(error);
    }
  };

  const onReject = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await reject.mutateAsync({ version: pending.version, reason });
      toast(W.rejected(pending.version), "success");
      await refresh();
    } catch (error) {
      const reasonError = fieldErrorsOf(error)?.reason?.[0];
      if (reasonError)
        form.setError("reason", { type: "server", message: reasonError }, { shouldFocus: true });
      else form.setError("reason", { type: "server", message: messageOf(error) });
    }
  });

  return (
    <Stack spacing={2}>
      {failure ? <ErrorNotice error={failure} /> : null}
      <Button
        variant="contained"
        onClick={onApprove}
        disabled={approve.isPending}
        sx={{ alignSelf: { sm: "flex-start" } }}
      >
        {approve.isPending ? W.approving : W.approve(pending.version)}
      </Button>
      <form onSubmit={onReject} noValidate>
        <Stack spacing={2}>
          <Controller
            control={form.control}
            name="reason"
            render={({ field, fieldState }) => (
              <TextField
                id={reasonId}
                name={field.name}
                label={W.rejectReasonLabel}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? W.rejectReasonHint}
                multiline
                minRows={2}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            )}
          />
          <Button
            type="submit"
            variant="outlined"
            color="error"
            disabled={form.formState.isSubmitting}
            sx={{ alignSelf: { sm: "flex-start" } }}
          >
            {form.formState.isSubmitting ? W.rejecting : W.reject(pending.version)}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
