"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { CONDITIONS, conditionByCode } from "@/domain/conditions/conditions";
import { DOCUMENT_TYPES } from "@/domain/documents/document-types";
import { addConditionInput } from "@/domain/portal/pipeline-inputs";
import type { RouterOutputs } from "../api-types";
import { APPLICANT_WORDS as W } from "./pipeline-words";
import type { ApplicantActions } from "./use-applicant-actions";

type View = RouterOutputs["portal"]["applicantDocuments"]["get"];

/** Every condition with its state and answer; adding one by its code, whose text the picker shows. */
export function ConditionsSection({ view, actions }: { view: View; actions: ApplicantActions }) {
  const applicationId = view.applicant.applicationId;
  return (
    <section aria-labelledby="conditions-heading">
      <Typography id="conditions-heading" variant="h2" sx={{ fontSize: "1.5rem", mb: 2 }}>
        {W.conditionsHeading}
      </Typography>
      {view.conditions.length === 0 ? <Typography>{W.noConditions}</Typography> : null}
      <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0, mb: 3 }}>
        {view.conditions.map((c) => (
          <Box component="li" key={c.id} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <Typography sx={{ fontWeight: 600 }}>{c.code}</Typography>
              <Chip size="small" label={W.conditionStatus[c.status]} />
            </Stack>
            <Typography>{c.text}</Typography>
            {c.answer?.map((a) => (
              <Typography key={a.label}>
                <strong>{a.label}:</strong> {a.value}
              </Typography>
            ))}
          </Box>
        ))}
      </Stack>
      {/* Reviewing, waiving and reopening, with reasons, are the loan file's (decision 094). */}
      <Typography sx={{ mb: 3 }}>
        <a href={`/portal/applicants/${applicationId}/loan-file`}>{W.reviewOnLoanFile}</a>
      </Typography>
      {view.may.manageConditions ? <AddCondition applicationId={applicationId} actions={actions} /> : null}
    </section>
  );
}

function AddCondition({ applicationId, actions }: { applicationId: string; actions: ApplicantActions }) {
  const [code, setCode] = useState(CONDITIONS[0]?.code ?? 100);
  const [documentType, setDocumentType] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const condition = conditionByCode(code);
  const needsDocument = condition?.kind === "document" && !condition.documentType;
  const submit = () => {
    const checked = addConditionInput.safeParse({
      applicationId,
      code,
      ...(needsDocument && documentType ? { documentType } : {}),
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    actions.ask({
      title: W.addTitle(code),
      body: W.addBody(condition?.text ?? ""),
      confirm: W.addCondition,
      run: () => actions.mutations.addCondition.mutateAsync(checked.data),
    });
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h3" sx={{ fontSize: "1.2rem", fontWeight: 600 }}>
        {W.addConditionHeading}
      </Typography>
      <TextField
        select
        label={W.conditionCode}
        value={code}
        onChange={(e) => setCode(Number(e.target.value))}
      >
        {CONDITIONS.map((c) => (
          <MenuItem key={c.code} value={c.code} sx={{ whiteSpace: "normal" }}>
            {c.code} — {c.text}
          </MenuItem>
        ))}
      </TextField>
      {needsDocument ? (
        <TextField
          select
          label={W.conditionDocument}
          value={documentType}
          onChange={(e) => setDocumentType(e.target.value)}
          error={problem !== null}
          helperText={problem ?? " "}
        >
          {DOCUMENT_TYPES.map((d) => (
            <MenuItem key={d.type} value={d.type}>
              {d.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <div>
        <Button variant="contained" onClick={submit} disabled={actions.busy}>
          {W.addCondition}
        </Button>
      </div>
    </Stack>
  );
}
