"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import type { z } from "zod";
import {
  CONDITION_CATEGORIES,
  CONDITION_OWNERS,
  SEND_BACK_REASONS,
} from "@/domain/conditions/condition-states";
import { CONDITIONS, conditionByCode } from "@/domain/conditions/conditions";
import { DOCUMENT_TYPES } from "@/domain/documents/document-types";
import {
  editConditionInput,
  reopenConditionInput,
  sendBackConditionInput,
  waiveConditionInput,
} from "@/domain/portal/condition-inputs";
import { addConditionInput } from "@/domain/portal/pipeline-inputs";
import { ErrorNotice } from "../notice";
import { CONDITION_WORDS as W } from "./conditions-words";
import type { LoanFileView } from "./loan-file-parts";
import type { ConditionChanges } from "./use-condition-changes";

type Condition = LoanFileView["conditions"][number];
export type ConditionForm =
  | { mode: "sendBack" | "reopen" | "waive" | "edit"; condition: Condition }
  | { mode: "write" };

type Fields = Record<string, string>;

function initialFields(form: ConditionForm): Fields {
  if (form.mode === "write") {
    const first = CONDITIONS[0];
    return {
      code: String(first?.code ?? ""),
      documentType: "",
      text: first?.text ?? "",
      category: "priorToApproval",
      owner: "borrower",
      dueOn: "",
    };
  }
  const c = form.condition;
  if (form.mode === "edit")
    return { text: c.text, category: c.category, owner: c.owner, dueOn: c.dueOn ?? "" };
  return { reason: form.mode === "waive" ? "" : "unreadable", note: "" };
}

/** A code whose document the staff member chooses (its code names none, decision 035). */
function asksForADocument(code: number) {
  const condition = conditionByCode(code);
  return condition?.kind === "document" && !condition.documentType;
}

type Prepared = { ok: false; problems: Record<string, string> } | { ok: true; send: () => Promise<unknown> };

/** Checks the fields with the schema of the form's procedure (the one the server checks) and readies the call. */
function prepared(
  applicationId: string,
  form: ConditionForm,
  f: Fields,
  m: ConditionChanges["mutations"],
): Prepared {
  const dueOn = f.dueOn ? f.dueOn : null;
  const ready = <T,>(checked: z.ZodSafeParseResult<T>, send: (data: T) => Promise<unknown>): Prepared =>
    checked.success
      ? { ok: true, send: () => send(checked.data) }
      : { ok: false, problems: problemsOf(checked.error) };
  if (form.mode === "write") {
    const code = Number(f.code);
    const input = {
      applicationId,
      code,
      ...(asksForADocument(code) && f.documentType ? { documentType: f.documentType } : {}),
      text: f.text,
      category: f.category,
      owner: f.owner,
      dueOn,
    };
    return ready(addConditionInput.safeParse(input), (data) => m.write.mutateAsync(data));
  }
  const ref = { applicationId, conditionId: form.condition.id, version: form.condition.version };
  if (form.mode === "edit") {
    const input = { ...ref, text: f.text, category: f.category, owner: f.owner, dueOn };
    return ready(editConditionInput.safeParse(input), (data) => m.edit.mutateAsync(data));
  }
  if (form.mode === "waive")
    return ready(waiveConditionInput.safeParse({ ...ref, reason: f.reason }), (data) =>
      m.waive.mutateAsync(data),
    );
  const input = { ...ref, reason: f.reason, note: f.note };
  return form.mode === "sendBack"
    ? ready(sendBackConditionInput.safeParse(input), (data) => m.sendBack.mutateAsync(data))
    : ready(reopenConditionInput.safeParse(input), (data) => m.reopen.mutateAsync(data));
}

function titleOf(form: ConditionForm) {
  if (form.mode === "write") return { title: W.writeTitle, body: null };
  const code = form.condition.code;
  if (form.mode === "sendBack") return { title: W.sendBackTitle(code), body: W.sendBackBody };
  if (form.mode === "reopen") return { title: W.reopenTitle(code), body: W.reopenBody };
  if (form.mode === "waive") return { title: W.waiveTitle(code), body: W.waiveBody };
  return { title: W.editTitle(code), body: null };
}

/**
 * One dialog for each change that needs words (decisions 094–096): checked with the procedure's
 * own schema before it is sent; a refusal's sentence shows in the dialog, which keeps what was typed.
 * Rendered afresh (keyed) for each form opened, so it starts from that form's fields.
 */
export function ConditionDialog(props: {
  applicationId: string;
  form: ConditionForm;
  changes: ConditionChanges;
  onClose: () => void;
}) {
  const { applicationId, form, changes, onClose } = props;
  const [fields, setFields] = useState<Fields>(() => initialFields(form));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const set = (name: string) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setFields((before) => ({
      ...before,
      [name]: value,
      // Choosing another code offers its own words, which the staff member may rewrite.
      ...(name === "code" ? { text: conditionByCode(Number(value))?.text ?? "" } : {}),
    }));
  };
  const field = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`condition-${name}`}
      label={label}
      value={fields[name] ?? ""}
      onChange={set(name)}
      error={problems[name] !== undefined}
      helperText={problems[name] ?? " "}
      fullWidth
      {...extra}
    />
  );
  const submit = async () => {
    const ready = prepared(applicationId, form, fields, changes.mutations);
    if (!ready.ok) {
      setProblems(ready.problems);
      return;
    }
    setProblems({});
    const done = await ready.send().then(
      () => true,
      (e: unknown) => {
        setRefusal(e);
        return false;
      },
    );
    if (done) onClose();
  };
  const { title, body } = titleOf(form);
  const withReason = form.mode === "sendBack" || form.mode === "reopen";
  const writing = form.mode === "write" || form.mode === "edit";
  const code = Number(fields.code);
  const needsDocument =
    form.mode === "write" &&
    conditionByCode(code)?.kind === "document" &&
    !conditionByCode(code)?.documentType;
  return (
    <Dialog
      open
      onClose={changes.busy ? undefined : onClose}
      aria-labelledby="condition-dialog-title"
      fullWidth
    >
      <DialogTitle id="condition-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {body ? <DialogContentText sx={{ mb: 2 }}>{body}</DialogContentText> : null}
        {refusal ? <ErrorNotice error={refusal} /> : null}
        <Stack spacing={1} sx={{ pt: 1 }}>
          {form.mode === "write"
            ? field("code", W.codeLabel, {
                select: true,
                children: CONDITIONS.map((c) => (
                  <MenuItem key={c.code} value={String(c.code)} sx={{ whiteSpace: "normal" }}>
                    {c.code} — {c.text}
                  </MenuItem>
                )),
              })
            : null}
          {needsDocument
            ? field("documentType", W.documentLabel, {
                select: true,
                children: DOCUMENT_TYPES.map((d) => (
                  <MenuItem key={d.type} value={d.type}>
                    {d.label}
                  </MenuItem>
                )),
              })
            : null}
          {writing ? field("text", W.textLabel, { multiline: true, minRows: 3 }) : null}
          {writing
            ? field("category", W.categoryLabel, {
                select: true,
                children: CONDITION_CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {W.category[c]}
                  </MenuItem>
                )),
              })
            : null}
          {writing
            ? field("owner", W.ownerLabel, {
                select: true,
                children: CONDITION_OWNERS.map((o) => (
                  <MenuItem key={o} value={o}>
                    {W.owner[o]}
                  </MenuItem>
                )),
              })
            : null}
          {writing
            ? field("dueOn", W.dueLabel, { type: "date", slotProps: { inputLabel: { shrink: true } } })
            : null}
          {withReason
            ? field("reason", W.reasonLabel, {
                select: true,
                children: SEND_BACK_REASONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {W.reason[r]}
                  </MenuItem>
                )),
              })
            : null}
          {withReason ? field("note", W.noteLabel, { multiline: true, minRows: 2 }) : null}
          {form.mode === "waive"
            ? field("reason", W.waiverReasonLabel, { multiline: true, minRows: 2 })
            : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={changes.busy}>
          {W.cancel}
        </Button>
        <Button variant="contained" onClick={submit} disabled={changes.busy}>
          {form.mode === "sendBack"
            ? W.sendBack
            : form.mode === "reopen"
              ? W.reopen
              : form.mode === "waive"
                ? W.waive
                : W.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Each field's first sentence of a failed check. */
function problemsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
