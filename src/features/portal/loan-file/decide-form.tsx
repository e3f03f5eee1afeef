"use client";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type Control, Controller, useForm, useWatch } from "react-hook-form";
import { type DecideRequest, decideInput, HUMAN_OUTCOMES } from "@/domain/decisions/human-decision";
import { DECLINE_REASONS, type DeclineReason } from "@/domain/pricing/eligibility";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { FormTextField } from "../form-text-field";
import { ErrorNotice, Notice } from "../notice";
import { fieldErrorsOf } from "../server-errors";
import { UNDERWRITING_WORDS as W } from "./underwriting-words";

type DecideFields = {
  applicationId: string;
  supersedes: string;
  outcome: string;
  comment: string;
  reasons: DeclineReason[];
};
const FIELDS = ["outcome", "reasons", "comment"] as const;

/**
 * A person's decision (decision 091), validated by the server's own schema: the outcome, the
 * principal reasons of a decline from the Reg B list, and the mandatory comment. The decision it
 * supersedes is the one the page showed; the server refuses it if another was made since, and the
 * sentence shows here with what was entered kept.
 */
export function DecideForm({ applicationId, supersedes }: { applicationId: string; supersedes: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const decide = useMutation(trpc.portal.underwriting.decide.mutationOptions());
  const [refusal, setRefusal] = useState<unknown>(null);
  const [recorded, setRecorded] = useState(false);
  const form = useForm<DecideFields, unknown, DecideRequest>({
    resolver: schemaResolver(decideInput),
    values: { applicationId, supersedes, outcome: "", comment: "", reasons: [] },
  });
  const outcome = useWatch({ control: form.control, name: "outcome" });

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    setRecorded(false);
    try {
      await decide.mutateAsync(input);
      setRecorded(true);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.portal.underwriting.get.queryKey({ applicationId }) }),
        queryClient.invalidateQueries({ queryKey: trpc.portal.loanFile.get.queryKey({ applicationId }) }),
      ]);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      const shown = FIELDS.filter((f) => fieldErrors?.[f]?.[0]);
      for (const f of shown) form.setError(f, { type: "server", message: fieldErrors?.[f]?.[0] });
      if (shown.length === 0) setRefusal(error);
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-labelledby="decide-heading">
      <Typography id="decide-heading" variant="h3" sx={{ fontSize: "1.1rem", fontWeight: 600 }}>
        {W.decideHeading}
      </Typography>
      {recorded ? <Notice>{W.recorded}</Notice> : null}
      <OutcomeField control={form.control} />
      {outcome === "counteroffer" ? <Typography>{W.counterofferHint}</Typography> : null}
      {outcome === "declined" ? <ReasonsField control={form.control} /> : null}
      <FormTextField
        control={form.control}
        name="comment"
        label={W.comment}
        helperText={W.commentHint}
        multiline
        minRows={3}
      />
      {refusal ? <ErrorNotice error={refusal} /> : null}
      <Button
        type="submit"
        variant="contained"
        disabled={form.formState.isSubmitting}
        sx={{ alignSelf: "flex-start" }}
      >
        {form.formState.isSubmitting ? W.recording : W.record}
      </Button>
    </Stack>
  );
}

function OutcomeField({ control }: { control: Control<DecideFields> }) {
  return (
    <Controller
      control={control}
      name="outcome"
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormLabel id="decide-outcome-label">{W.decision}</FormLabel>
          <RadioGroup
            aria-labelledby="decide-outcome-label"
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {HUMAN_OUTCOMES.map((o) => (
              <FormControlLabel
                key={o}
                value={o}
                control={
                  <Radio slotProps={{ input: { ref: o === HUMAN_OUTCOMES[0] ? field.ref : undefined } }} />
                }
                label={W.choices[o]}
              />
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

function ReasonsField({ control }: { control: Control<DecideFields> }) {
  return (
    <Controller
      control={control}
      name="reasons"
      render={({ field, fieldState }) => {
        const chosen = new Set(field.value);
        const toggle = (reason: DeclineReason, on: boolean) => {
          const next = new Set(chosen);
          if (on) next.add(reason);
          else next.delete(reason);
          field.onChange(DECLINE_REASONS.filter((r) => next.has(r)));
        };
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">{W.reasons}</FormLabel>
            <FormHelperText>{fieldState.error?.message ?? W.reasonsHint}</FormHelperText>
            <FormGroup>
              {DECLINE_REASONS.map((r, i) => (
                <FormControlLabel
                  key={r}
                  control={
                    <Checkbox
                      checked={chosen.has(r)}
                      onChange={(event) => toggle(r, event.target.checked)}
                      slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                    />
                  }
                  label={W.reason[r]}
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}
