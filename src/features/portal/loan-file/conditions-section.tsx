"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { OUTSTANDING_CONDITION_STATUSES } from "@/domain/conditions/condition-states";
import { ErrorNotice } from "../notice";
import { ConditionDialog, type ConditionForm } from "./condition-dialog";
import { CONDITION_WORDS as W } from "./conditions-words";
import { DocumentViewer } from "./document-viewer";
import { FileSection, type LoanFileView } from "./loan-file-parts";
import { useConditionChanges } from "./use-condition-changes";

type Condition = LoanFileView["conditions"][number];
const OUTSTANDING = new Set<string>(OUTSTANDING_CONDITION_STATUSES);
/** What of the loan file the section reads. */
export type ConditionsView = Pick<LoanFileView, "conditions" | "may"> & {
  applicant: Pick<LoanFileView["applicant"], "applicationId">;
};

/**
 * Every condition of the file under staff control (issue 22 item 3, decisions 094–096): where it
 * stands, when it is needed, who acts and by when (past due flagged), the file waiting for review,
 * why it was sent back or waived; and, by the caller's permissions, clearing, sending back,
 * waiving, reopening, editing and writing one. Texts and reasons are people's words: shown as text.
 */
export function ConditionsSection({ view }: { view: ConditionsView }) {
  const applicationId = view.applicant.applicationId;
  const changes = useConditionChanges(applicationId);
  const [form, setForm] = useState<ConditionForm | null>(null);
  const count = (test: (c: Condition) => boolean) => view.conditions.filter(test).length;
  return (
    <FileSection id="conditions-heading" heading={W.heading}>
      <Stack spacing={2}>
        {view.conditions.length === 0 ? (
          <Typography>{W.none}</Typography>
        ) : (
          <Typography>
            {W.summary(
              count((c) => c.status === "open"),
              count((c) => c.status === "received"),
              count((c) => c.pastDue),
            )}
          </Typography>
        )}
        {changes.error ? <ErrorNotice error={changes.error} /> : null}
        <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {view.conditions.map((c) => (
            <ConditionItem
              key={c.id}
              condition={c}
              may={view.may}
              busy={changes.busy}
              onClear={() => changes.clear({ applicationId, conditionId: c.id, version: c.version })}
              onForm={setForm}
            />
          ))}
        </Stack>
        {view.may.manageConditions ? (
          <div>
            <Button variant="outlined" onClick={() => setForm({ mode: "write" })}>
              {W.write}
            </Button>
          </div>
        ) : null}
      </Stack>
      {form ? (
        <ConditionDialog
          key={form.mode === "write" ? "write" : `${form.mode}:${form.condition.id}`}
          applicationId={applicationId}
          form={form}
          changes={changes}
          onClose={() => setForm(null)}
        />
      ) : null}
    </FileSection>
  );
}

/** The file waiting for review: viewed in the page, or downloaded. */
function ReceivedFile({ file }: { file: NonNullable<Condition["receivedFile"]> }) {
  const [viewing, setViewing] = useState(false);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
      <Button size="small" variant="outlined" onClick={() => setViewing(true)}>
        {W.view(file.displayName)}
      </Button>
      <a href={`/api/portal-documents/${file.id}/file`}>{W.file(file.displayName)}</a>
      {viewing ? <DocumentViewer file={file} onClose={() => setViewing(false)} /> : null}
    </Stack>
  );
}

function ConditionItem(props: {
  condition: Condition;
  may: LoanFileView["may"];
  busy: boolean;
  onClear: () => void;
  onForm: (form: ConditionForm) => void;
}) {
  const { condition: c, may, busy, onClear, onForm } = props;
  const outstanding = OUTSTANDING.has(c.status);
  return (
    <Box component="li" sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", gap: 0.5, mb: 0.5 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {c.code}
        </Typography>
        <Chip
          size="small"
          label={W.status[c.status]}
          color={c.status === "received" ? "info" : c.status === "open" ? "warning" : "default"}
        />
        <Chip size="small" variant="outlined" label={W.category[c.category]} />
        {c.dueOn ? <Typography component="span">{W.due(c.dueOn)}</Typography> : null}
        {c.pastDue ? <Chip size="small" color="error" label={W.pastDue} /> : null}
      </Stack>
      <Typography sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{c.text}</Typography>
      <Typography sx={{ color: "text.secondary", fontSize: "0.875rem" }}>
        {W.ownerLabel}: {W.owner[c.owner]}
      </Typography>
      {c.receivedFile ? <ReceivedFile file={c.receivedFile} /> : null}
      {c.sentBack ? (
        <Typography sx={{ overflowWrap: "anywhere" }}>
          {W.sentBack(W.reason[c.sentBack.reason])}
          {c.sentBack.note ? ` — “${c.sentBack.note}”` : null}
        </Typography>
      ) : null}
      {c.status === "waived" && c.waiverReason ? (
        <Typography sx={{ overflowWrap: "anywhere" }}>
          {W.waivedBecause}: “{c.waiverReason}”
        </Typography>
      ) : null}
      {c.answer?.map((a) => (
        <Typography key={a.label}>
          <strong>{a.label}:</strong> {a.value}
        </Typography>
      ))}
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1, flexWrap: "wrap", gap: 0.5 }}
        role="group"
        aria-label={W.actionsOf(c.code)}
      >
        {may.reviewConditions && outstanding ? (
          <Button size="small" variant="contained" disabled={busy} onClick={onClear}>
            {W.clear}
          </Button>
        ) : null}
        {may.reviewConditions && c.status === "received" ? (
          <Button size="small" disabled={busy} onClick={() => onForm({ mode: "sendBack", condition: c })}>
            {W.sendBack}
          </Button>
        ) : null}
        {may.reviewConditions && outstanding ? (
          <Button size="small" disabled={busy} onClick={() => onForm({ mode: "waive", condition: c })}>
            {W.waive}
          </Button>
        ) : null}
        {may.reviewConditions && !outstanding ? (
          <Button size="small" disabled={busy} onClick={() => onForm({ mode: "reopen", condition: c })}>
            {W.reopen}
          </Button>
        ) : null}
        {may.manageConditions && outstanding ? (
          <Button size="small" disabled={busy} onClick={() => onForm({ mode: "edit", condition: c })}>
            {W.edit}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
