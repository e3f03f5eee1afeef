"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { assignFileInput } from "@/domain/portal/file-assignment";
import { useTRPC } from "@/lib/trpc/client";
import { toast } from "@/ui/toasts";
import type { RouterOutputs } from "../api-types";
import { ErrorNotice } from "../notice";
import { FileSection, Labelled } from "./loan-file-parts";
import { LOAN_FILE_WORDS as W } from "./loan-file-words";

type Assignment = RouterOutputs["portal"]["assignment"]["get"];

/**
 * Who works the file (decision 089): its loan officer and processor. Those who may assign choose
 * from the people the server offers and save both at once; the server's refusal is shown as said.
 */
export function AssignmentSection({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  const assignment = useQuery(trpc.portal.assignment.get.queryOptions({ applicationId }));
  return (
    <FileSection id="assignment-heading" heading={W.assignmentHeading}>
      {assignment.isPending ? <p aria-live="polite">{W.loading}</p> : null}
      {assignment.isError ? <ErrorNotice error={assignment.error} /> : null}
      {assignment.data ? <AssignmentBody applicationId={applicationId} assignment={assignment.data} /> : null}
    </FileSection>
  );
}

function AssignmentBody({ applicationId, assignment }: { applicationId: string; assignment: Assignment }) {
  const trpc = useTRPC();
  const queries = useQueryClient();
  const assign = useMutation(trpc.portal.assignment.assign.mutationOptions());
  const [loanOfficerId, setLoanOfficerId] = useState(assignment.loanOfficer?.id ?? "");
  const [processorId, setProcessorId] = useState(assignment.processor?.id ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setLoanOfficerId(assignment.loanOfficer?.id ?? "");
    setProcessorId(assignment.processor?.id ?? "");
  }, [assignment]);

  if (!assignment.mayAssign)
    return (
      <Box component="dl" sx={{ m: 0, display: "grid", gap: 2 }}>
        <Labelled label={W.loanOfficer} value={assignment.loanOfficer?.name ?? W.nobody} />
        <Labelled label={W.processor} value={assignment.processor?.name ?? W.nobody} />
      </Box>
    );

  // Someone assigned earlier who no longer fits stays listed, so the form shows what is saved.
  const withCurrent = (options: { id: string; name: string }[], current: Assignment["loanOfficer"]) =>
    current && !options.some((o) => o.id === current.id) ? [current, ...options] : options;
  const save = async () => {
    const checked = assignFileInput.safeParse({
      applicationId,
      loanOfficerId: loanOfficerId || null,
      processorId: processorId || null,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    const saved = await assign.mutateAsync(checked.data).catch(() => null);
    if (!saved) return;
    toast(W.assignmentSaved, "success");
    await queries.invalidateQueries({ queryKey: trpc.portal.assignment.get.queryKey({ applicationId }) });
  };
  return (
    <Stack spacing={2}>
      {assign.error ? <ErrorNotice error={assign.error} /> : null}
      {problem ? <Typography color="error">{problem}</Typography> : null}
      <TextField
        select
        id="assign-loan-officer"
        label={W.loanOfficer}
        value={loanOfficerId}
        onChange={(e) => setLoanOfficerId(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <option value="">{W.nobody}</option>
        {withCurrent(assignment.candidates.loanOfficers, assignment.loanOfficer).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </TextField>
      {assignment.mayAssignProcessor ? (
        <TextField
          select
          id="assign-processor"
          label={W.processor}
          value={processorId}
          onChange={(e) => setProcessorId(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="">{W.nobody}</option>
          {withCurrent(assignment.candidates.processors, assignment.processor).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </TextField>
      ) : (
        <Box component="dl" sx={{ m: 0 }}>
          <Labelled label={W.processor} value={assignment.processor?.name ?? W.nobody} />
        </Box>
      )}
      <div>
        <Button variant="contained" onClick={save} disabled={assign.isPending}>
          {assign.isPending ? W.assignmentSaving : W.assignmentSave}
        </Button>
      </div>
    </Stack>
  );
}
