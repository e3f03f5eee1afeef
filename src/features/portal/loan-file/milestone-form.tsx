"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { LOAN_MILESTONES, type LoanMilestone, milestoneRank } from "@/domain/loan-milestones/loan-milestones";
import { type MoveMilestoneRequest, moveMilestoneInput } from "@/domain/portal/underwriting-inputs";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { SelectField } from "@/ui/inputs";
import { ErrorNotice, Notice } from "../notice";
import { UNDERWRITING_WORDS as W } from "./underwriting-words";

type MoveFields = { applicationId: string; from: LoanMilestone; to: string };

/**
 * Moves the loan forward (decision 092): the milestones after where it stands. The server decides
 * whether it may (an approval past underwriting; nothing backwards) and its sentence shows here.
 */
export function MilestoneForm({ applicationId, from }: { applicationId: string; from: LoanMilestone }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const move = useMutation(trpc.portal.underwriting.moveMilestone.mutationOptions());
  const [refusal, setRefusal] = useState<unknown>(null);
  const [moved, setMoved] = useState(false);
  const form = useForm<MoveFields, unknown, MoveMilestoneRequest>({
    resolver: schemaResolver(moveMilestoneInput),
    values: { applicationId, from, to: "" },
  });
  const later = LOAN_MILESTONES.filter((m) => milestoneRank(m) > milestoneRank(from));

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    setMoved(false);
    try {
      await move.mutateAsync(input);
      setMoved(true);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.portal.underwriting.get.queryKey({ applicationId }) }),
        queryClient.invalidateQueries({ queryKey: trpc.portal.loanFile.get.queryKey({ applicationId }) }),
      ]);
    } catch (error) {
      setRefusal(error);
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ mt: 2 }}>
      {moved ? <Notice>{W.moved}</Notice> : null}
      <SelectField
        control={form.control}
        name="to"
        label={W.moveTo}
        placeholder={W.chooseMilestone}
        options={later.map((m) => ({ value: m, label: W.milestone[m] }))}
      />
      <Typography sx={{ color: "text.secondary" }}>{W.fundedNote}</Typography>
      {refusal ? <ErrorNotice error={refusal} /> : null}
      <Button
        type="submit"
        variant="outlined"
        disabled={form.formState.isSubmitting}
        sx={{ alignSelf: "flex-start" }}
      >
        {form.formState.isSubmitting ? W.moving : W.move}
      </Button>
    </Stack>
  );
}
