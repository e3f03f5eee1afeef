"use client";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DOCUMENT_TYPES } from "@/domain/documents/document-types";
import { requestDocumentInput } from "@/domain/portal/pipeline-inputs";
import type { RouterOutputs } from "../api-types";
import { APPLICANT_WORDS as W } from "./pipeline-words";
import type { ApplicantActions } from "./use-applicant-actions";

type View = RouterOutputs["portal"]["applicantDocuments"]["get"];
const BORROWER_DOCUMENTS = DOCUMENT_TYPES.filter((d) => d.level !== "property");

/** Ask for a borrower's document with a reason (checked by the same schema as the server). */
export function RequestForm({ view, actions }: { view: View; actions: ApplicantActions }) {
  const [documentType, setDocumentType] = useState("bank_statements");
  const [borrower, setBorrower] = useState<"main" | "coborrower">("main");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const hasCoborrower = view.checklist?.groups.some((g) => g.owner === "coborrower") ?? false;
  const submit = () => {
    const checked = requestDocumentInput.safeParse({
      applicationId: view.applicant.applicationId,
      documentType,
      borrower,
      reason,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    const label = BORROWER_DOCUMENTS.find((d) => d.type === documentType)?.label ?? documentType;
    actions.ask({
      title: W.requestTitle,
      body: W.requestBody(label),
      confirm: W.requestSubmit,
      run: async () => {
        await actions.mutations.request.mutateAsync(checked.data);
        setReason("");
      },
    });
  };
  return (
    <section aria-labelledby="request-heading">
      <Typography id="request-heading" variant="h2" sx={{ fontSize: "1.5rem", mb: 2 }}>
        {W.requestHeading}
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label={W.requestType}
          value={documentType}
          onChange={(e) => setDocumentType(e.target.value)}
        >
          {BORROWER_DOCUMENTS.map((d) => (
            <MenuItem key={d.type} value={d.type}>
              {d.label}
            </MenuItem>
          ))}
        </TextField>
        {hasCoborrower ? (
          <TextField
            select
            label={W.requestWho}
            value={borrower}
            onChange={(e) => setBorrower(e.target.value as "main" | "coborrower")}
          >
            <MenuItem value="main">{W.owner.main}</MenuItem>
            <MenuItem value="coborrower">{W.owner.coborrower}</MenuItem>
          </TextField>
        ) : null}
        <TextField
          label={W.requestReason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          error={problem !== null}
          helperText={problem ?? " "}
        />
        <div>
          <Button variant="contained" onClick={submit} disabled={actions.busy}>
            {W.requestSubmit}
          </Button>
        </div>
      </Stack>
    </section>
  );
}
