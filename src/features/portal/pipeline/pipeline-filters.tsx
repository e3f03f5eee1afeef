"use client";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { DECISION_OUTCOMES } from "@/domain/decisions/automated-decision";
import { PIPELINE_ASSIGNEE_FILTERS, pipelineListInput } from "@/domain/portal/pipeline-inputs";
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGES } from "@/domain/portal/pipeline-stage";
import type { PipelineQuery } from "./pipeline-screen";
import { PIPELINE_WORDS as W } from "./pipeline-words";

/** Search (sent on Enter or the button) and the filters (applied at once), checked by the server's schema. */
export function PipelineFilters(props: {
  query: PipelineQuery;
  onChange: (next: PipelineQuery) => void;
  organisations: { id: string; name: string }[];
}) {
  const { query, onChange, organisations } = props;
  const [search, setSearch] = useState(query.search ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (next: PipelineQuery) => {
    const checked = pipelineListInput.safeParse({ page: 1, ...next });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    onChange({ ...next, search: next.search?.trim() || undefined });
  };
  return (
    <Stack
      component="form"
      role="search"
      direction={{ xs: "column", md: "row" }}
      spacing={2}
      sx={{ alignItems: { md: "flex-start" } }}
      onSubmit={(e) => {
        e.preventDefault();
        apply({ ...query, search });
      }}
    >
      <TextField
        label={W.search}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        error={problem !== null}
        helperText={problem ?? " "}
        sx={{ minWidth: { md: 340 } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: { md: 1 } }}>
        {W.searchButton}
      </Button>
      <TextField
        select
        label={W.stage}
        value={query.stage ?? ""}
        onChange={(e) => apply({ ...query, stage: (e.target.value || undefined) as PipelineQuery["stage"] })}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{W.any}</MenuItem>
        {PIPELINE_STAGES.map((s) => (
          <MenuItem key={s} value={s}>
            {PIPELINE_STAGE_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={W.decision}
        value={query.decision ?? ""}
        onChange={(e) =>
          apply({ ...query, decision: (e.target.value || undefined) as PipelineQuery["decision"] })
        }
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{W.any}</MenuItem>
        {DECISION_OUTCOMES.map((o) => (
          <MenuItem key={o} value={o}>
            {W.outcome[o]}
          </MenuItem>
        ))}
        <MenuItem value="none">{W.notDecided}</MenuItem>
      </TextField>
      <TextField
        select
        label={W.assignee}
        value={query.assignee ?? ""}
        onChange={(e) =>
          apply({ ...query, assignee: (e.target.value || undefined) as PipelineQuery["assignee"] })
        }
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{W.any}</MenuItem>
        {PIPELINE_ASSIGNEE_FILTERS.map((a) => (
          <MenuItem key={a} value={a}>
            {W.assigneeChoice[a]}
          </MenuItem>
        ))}
      </TextField>
      {organisations.length > 0 ? (
        <TextField
          select
          label={W.organisation}
          value={query.organisationId ?? ""}
          onChange={(e) => apply({ ...query, organisationId: e.target.value || undefined })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{W.any}</MenuItem>
          {organisations.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Stack>
  );
}
