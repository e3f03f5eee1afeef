"use client";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { PipelineListRequest } from "@/domain/portal/pipeline-inputs";
import { useTRPC } from "@/lib/trpc/client";
import { ErrorNotice, Notice } from "../notice";
import { RequireStaffSession } from "../portal-session";
import { StepHeading } from "../step-heading";
import { PipelineFilters } from "./pipeline-filters";
import { PipelineTable } from "./pipeline-table";
import { PIPELINE_WORDS as W } from "./pipeline-words";

export type PipelineQuery = Omit<PipelineListRequest, "page">;

/** /portal/applicants (issue 22 item 5, decision 086): the pipeline as a table that holds thousands of files. */
export function PipelineScreen() {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
      <StepHeading>{W.title}</StepHeading>
      <RequireStaffSession>
        <PipelineList />
      </RequireStaffSession>
      <Typography sx={{ mt: 4 }}>
        <a href="/portal">{W.back}</a>
      </Typography>
    </Container>
  );
}

/** Saves the CSV the server wrote as a file, without a second request. */
function download(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

export function PipelineList() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState<PipelineQuery>({ sort: "started", direction: "desc" });
  const list = useQuery({
    ...trpc.portal.pipeline.list.queryOptions({ page, ...query }),
    placeholderData: (previous) => previous,
  });
  const exporting = useMutation(trpc.portal.pipeline.export.mutationOptions());
  const change = (next: PipelineQuery) => {
    setQuery(next);
    setPage(1);
  };
  if (list.isPending) return <p aria-live="polite">{W.loading}</p>;
  if (list.isError && !list.data) return <ErrorNotice error={list.error} />;
  const { applications, pages, total, everyOrganisation, organisations } = list.data;
  const filtered = Boolean(
    query.search || query.stage || query.decision || query.organisationId || query.assignee,
  );
  return (
    <Stack spacing={3}>
      <Typography>{everyOrganisation ? W.introAll : W.intro}</Typography>
      <PipelineFilters
        query={query}
        onChange={change}
        organisations={everyOrganisation ? organisations : []}
      />
      {list.isError ? <ErrorNotice error={list.error} /> : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
          {W.count(total)}
        </Typography>
        <Button
          variant="outlined"
          disabled={exporting.isPending || total === 0}
          onClick={async () => {
            const file = await exporting.mutateAsync(query).catch(() => null);
            if (file) download(file.filename, file.csv);
          }}
        >
          {W.export}
        </Button>
      </Stack>
      {exporting.error ? <ErrorNotice error={exporting.error} /> : null}
      {exporting.data ? <Notice>{W.exported(exporting.data.rows, exporting.data.truncated)}</Notice> : null}
      {applications.length === 0 ? (
        <Typography>{filtered ? W.noneFound : W.none}</Typography>
      ) : (
        <PipelineTable
          rows={applications}
          query={query}
          onSort={change}
          everyOrganisation={everyOrganisation}
        />
      )}
      {pages > 1 ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {W.previous}
          </Button>
          <Typography>{W.page(page, pages)}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {W.next}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
