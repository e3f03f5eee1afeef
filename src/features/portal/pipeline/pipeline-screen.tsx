"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/lib/trpc/client";
import type { RouterOutputs } from "../api-types";
import { ErrorNotice } from "../notice";
import { RequireStaffSession } from "../portal-session";
import { dateTimeInWords } from "../portal-words";
import { StepHeading } from "../step-heading";
import { PIPELINE_WORDS as W } from "./pipeline-words";

type PipelineRow = RouterOutputs["portal"]["pipeline"]["list"]["applications"][number];

/** /portal/applicants (decision 040): the pipeline as cards, which read at 375 px without scrolling sideways. */
export function PipelineScreen() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
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

export function PipelineList() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const list = useQuery(trpc.portal.pipeline.list.queryOptions({ page }));
  if (list.isPending) return <p aria-live="polite">{W.loading}</p>;
  if (list.isError) return <ErrorNotice error={list.error} />;
  const { applications, pages, everyOrganisation } = list.data;
  return (
    <Stack spacing={3}>
      <Typography>{everyOrganisation ? W.introAll : W.intro}</Typography>
      {applications.length === 0 ? <Typography>{W.none}</Typography> : null}
      <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {applications.map((row) => (
          <li key={row.applicationId}>
            <ApplicantCard row={row} />
          </li>
        ))}
      </Stack>
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

function ApplicantCard({ row }: { row: PipelineRow }) {
  const headingId = `applicant-${row.applicationId}`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", mb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: "1.15rem", fontWeight: 600 }}>
          {row.name}
        </Typography>
        <Chip size="small" label={row.statusLabel} color="primary" />
        <Chip size="small" label={W.product[row.product]} />
      </Stack>
      <Stack component="dl" sx={{ m: 0, "& dt": { fontWeight: 600 }, "& dd": { m: 0, mb: 1 } }}>
        {row.organisationName ? (
          <>
            <dt>{W.organisation}</dt>
            <dd>{row.organisationName}</dd>
          </>
        ) : null}
        <dt>{W.email}</dt>
        <Box component="dd" sx={{ overflowWrap: "anywhere" }}>
          {row.email ?? "—"}
        </Box>
        <dt>{W.started}</dt>
        <dd>{dateTimeInWords(row.startedAt)}</dd>
        <dt>{W.lastActivity}</dt>
        <dd>{dateTimeInWords(row.lastActivityAt)}</dd>
        <dt>{W.documents}</dt>
        <dd>
          {row.documents
            ? W.documentsCount(row.documents.uploaded, row.documents.required)
            : W.documentsNotYet}
        </dd>
      </Stack>
      <Button variant="outlined" href={`/portal/applicants/${row.applicationId}`}>
        {W.open(row.name)}
      </Button>
    </Box>
  );
}
