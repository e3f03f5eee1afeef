"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { effectiveAtProblem, proposeRateSheetForm } from "@/domain/pricing/rate-sheet-approval";
import { type RateSheetProblem, rateSheetProblems } from "@/domain/pricing/rate-sheet-publication";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { toast } from "@/ui/toasts";
import type { RateSheetCurrent } from "../api-types";
import { RATE_SHEET_WORDS as W } from "../portal-words";
import { fieldErrorsOf, messageOf } from "../server-errors";

type Fields = { sheet: string; note: string; effectiveAt: string };
type Checked = { sheet: unknown; note: string; effectiveAt: Date | undefined };

const OWN_FIELDS = ["note", "effectiveAt"] as const;

/** The server's field errors of a refused sheet: every field but the form's own is a place in the sheet. */
function problemsFrom(fieldErrors: Record<string, string[]>): RateSheetProblem[] {
  return Object.entries(fieldErrors)
    .filter(([field]) => !OWN_FIELDS.some((own) => own === field))
    .flatMap(([field, messages]) =>
      messages.map((message) => ({ path: field === "sheet" ? "" : field, message })),
    );
}

/**
 * The sheet in force as JSON in a monospace text area, a note, when it takes effect, and Propose
 * (decision 106: a second pricing administrator approves it). The domain's checks run
 * here first (the same `rateSheetInput` the server runs), so each problem is listed by its place in
 * the sheet under the text area, and announced with it; the server's refusals are shown the same way.
 */
export function ProposeForm({ current }: { current: RateSheetCurrent }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const propose = useMutation(trpc.rateSheets.propose.mutationOptions());
  const [problems, setProblems] = useState<RateSheetProblem[]>([]);
  const sheetId = useId();
  const noteId = useId();
  const effectiveAtId = useId();
  const form = useForm<Fields, unknown, Checked>({
    resolver: schemaResolver(proposeRateSheetForm),
    defaultValues: { sheet: JSON.stringify(current.sheet, null, 2), note: "", effectiveAt: "" },
  });

  const refuseSheet = (found: RateSheetProblem[]) => {
    setProblems(found);
    form.setError("sheet", { type: "domain", message: W.problems(found.length) }, { shouldFocus: true });
  };

  const submit = form.handleSubmit(async ({ sheet, note, effectiveAt }) => {
    const found = rateSheetProblems(sheet);
    if (found.length) return refuseSheet(found);
    setProblems([]);
    const when = effectiveAtProblem(effectiveAt, new Date());
    if (when) return form.setError("effectiveAt", { type: "domain", message: when }, { shouldFocus: true });
    try {
      const proposed = await propose.mutateAsync({
        sheet,
        note,
        effectiveAt,
        basedOnVersion: current.version,
      });
      toast(W.proposed(proposed.version), "success");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.rateSheets.current.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.rateSheets.versions.queryKey() }),
      ]);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error) ?? {};
      const ownField = OWN_FIELDS.find((field) => fieldErrors[field]?.length);
      const fromServer = problemsFrom(fieldErrors);
      if (fromServer.length) refuseSheet(fromServer);
      else if (ownField)
        form.setError(
          ownField,
          { type: "server", message: fieldErrors[ownField]?.[0] },
          { shouldFocus: true },
        );
      else form.setError("sheet", { type: "server", message: messageOf(error) }, { shouldFocus: true });
    }
  });

  return (
    <Box component="section" aria-labelledby="publish-heading">
      <Typography id="publish-heading" variant="h2" sx={{ fontSize: "1.5rem" }} gutterBottom>
        {W.editHeading}
      </Typography>
      <form onSubmit={submit} noValidate>
        <Stack spacing={3}>
          <Controller
            control={form.control}
            name="sheet"
            render={({ field, fieldState }) => (
              <TextField
                id={sheetId}
                name={field.name}
                label={W.sheetLabel}
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  if (problems.length) setProblems([]);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error ? (
                    <SheetError message={fieldState.error.message} problems={problems} />
                  ) : (
                    W.sheetHint
                  )
                }
                multiline
                minRows={12}
                maxRows={30}
                fullWidth
                slotProps={{
                  htmlInput: { spellCheck: false, autoCapitalize: "none", autoCorrect: "off" },
                  formHelperText: { component: "div" },
                }}
                sx={{
                  "& textarea": {
                    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
                    fontSize: "0.875rem",
                    lineHeight: 1.5,
                  },
                }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="note"
            render={({ field, fieldState }) => (
              <TextField
                id={noteId}
                name={field.name}
                label={W.noteLabel}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? W.noteHint}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="effectiveAt"
            render={({ field, fieldState }) => (
              <TextField
                id={effectiveAtId}
                name={field.name}
                type="datetime-local"
                label={W.effectiveAtLabel}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? W.effectiveAtHint}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ maxWidth: 320 }}
              />
            )}
          />
          {current.pending ? <Typography>{W.replacesPending(current.pending.version)}</Typography> : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.formState.isSubmitting}
            sx={{ alignSelf: { sm: "flex-start" } }}
          >
            {form.formState.isSubmitting ? W.proposing : W.propose}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

/** The text area's error: a sentence, then each problem by its place in the sheet. */
function SheetError({ message, problems }: { message?: string; problems: RateSheetProblem[] }) {
  return (
    <>
      <span>{message}</span>
      {problems.length ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {problems.map((problem) => (
            <li key={`${problem.path}:${problem.message}`}>
              <Box component="code" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                {problem.path || W.wholeSheet}
              </Box>
              : {problem.message}
            </li>
          ))}
        </Box>
      ) : null}
    </>
  );
}
