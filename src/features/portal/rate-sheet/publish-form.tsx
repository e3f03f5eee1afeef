"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  publishRateSheetForm,
  type RateSheetProblem,
  rateSheetProblems,
} from "@/domain/pricing/rate-sheet-publication";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { toast } from "@/ui/toasts";
import type { RateSheetCurrent } from "../api-types";
import { RATE_SHEET_WORDS as W } from "../portal-words";
import { fieldErrorsOf, messageOf } from "../server-errors";

type Fields = { sheet: string; note: string };
type Checked = { sheet: unknown; note: string };

/** The server's field errors of a refused sheet: every field but the note is a place in the sheet. */
function problemsFrom(fieldErrors: Record<string, string[]>): RateSheetProblem[] {
  return Object.entries(fieldErrors)
    .filter(([field]) => field !== "note")
    .flatMap(([field, messages]) =>
      messages.map((message) => ({ path: field === "sheet" ? "" : field, message })),
    );
}

/**
 * The current sheet as JSON in a monospace text area, a note, and Publish. The domain's checks run
 * here first (the same `rateSheetInput` the server runs), so each problem is listed by its place in
 * the sheet under the text area, and announced with it; the server's refusals are shown the same way.
 */
export function PublishForm({ current }: { current: RateSheetCurrent }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const publish = useMutation(trpc.rateSheets.publish.mutationOptions());
  const [problems, setProblems] = useState<RateSheetProblem[]>([]);
  const sheetId = useId();
  const noteId = useId();
  const form = useForm<Fields, unknown, Checked>({
    resolver: schemaResolver(publishRateSheetForm),
    defaultValues: { sheet: JSON.stringify(current.sheet, null, 2), note: "" },
  });

  const refuseSheet = (found: RateSheetProblem[]) => {
    setProblems(found);
    form.setError("sheet", { type: "domain", message: W.problems(found.length) }, { shouldFocus: true });
  };

  const submit = form.handleSubmit(async ({ sheet, note }) => {
    const found = rateSheetProblems(sheet);
    if (found.length) return refuseSheet(found);
    setProblems([]);
    try {
      const published = await publish.mutateAsync({ sheet, note, basedOnVersion: current.version });
      toast(W.published(published.version), "success");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.rateSheets.current.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.rateSheets.versions.queryKey() }),
      ]);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error) ?? {};
      const noteMessage = fieldErrors.note?.[0];
      const fromServer = problemsFrom(fieldErrors);
      if (fromServer.length) refuseSheet(fromServer);
      else if (noteMessage)
        form.setError("note", { type: "server", message: noteMessage }, { shouldFocus: true });
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
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.formState.isSubmitting}
            sx={{ alignSelf: { sm: "flex-start" } }}
          >
            {form.formState.isSubmitting ? W.publishing : W.publish(current.version + 1)}
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
