"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/client";
import type { RouterOutputs } from "../api-types";
import { ErrorNotice } from "../notice";
import { RequireStaffSession } from "../portal-session";
import { StepHeading } from "../step-heading";
import { REFERRED_QUEUE_WORDS as W } from "./referred-queue-words";

type File = RouterOutputs["portal"]["underwriting"]["queue"]["files"][number];

/** Dates read as their UTC day, like every date of the site. */
const day = (d: Date) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(d);

/** /portal/referred (issue 22 item 2, decision 092): the files waiting for a person's decision. */
export function ReferredQueueScreen() {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <RequireStaffSession>
        <StepHeading>{W.title}</StepHeading>
        <Typography sx={{ mb: 3, maxWidth: "70ch" }}>{W.intro}</Typography>
        <ReferredQueue />
      </RequireStaffSession>
      <Typography sx={{ mt: 4 }}>
        <a href="/portal/applicants">{W.backToList}</a>
      </Typography>
    </Container>
  );
}

function ReferredQueue() {
  const trpc = useTRPC();
  const queue = useQuery(trpc.portal.underwriting.queue.queryOptions());
  if (queue.isPending) return <p aria-live="polite">{W.loading}</p>;
  if (queue.isError) return <ErrorNotice error={queue.error} />;
  const { files } = queue.data;
  if (files.length === 0) return <Typography>{W.empty}</Typography>;
  const everyOrganisation = files.some((f) => f.organisationName !== null);
  return (
    <Box sx={{ overflowX: "auto" }} role="region" aria-label={W.tableLabel} tabIndex={0}>
      <Table size="small" aria-label={W.tableLabel} sx={{ minWidth: 800 }}>
        <TableHead>
          <TableRow>
            <TableCell>{W.columns.applicant}</TableCell>
            <TableCell>{W.columns.product}</TableCell>
            {everyOrganisation ? <TableCell>{W.columns.organisation}</TableCell> : null}
            <TableCell>{W.columns.completed}</TableCell>
            <TableCell>{W.columns.due}</TableCell>
            <TableCell align="right">{W.columns.clock}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((f) => (
            <QueueRow key={f.applicationId} file={f} everyOrganisation={everyOrganisation} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function QueueRow({ file, everyOrganisation }: { file: File; everyOrganisation: boolean }) {
  return (
    <TableRow>
      <TableCell>
        <a href={`/portal/applicants/${file.applicationId}/loan-file`} aria-label={W.open(file.name)}>
          {file.name}
        </a>{" "}
        <Typography component="span" sx={{ color: "text.secondary" }}>
          {file.applicationNumber}
        </Typography>
      </TableCell>
      <TableCell>{W.product[file.product]}</TableCell>
      {everyOrganisation ? <TableCell>{file.organisationName ?? W.direct}</TableCell> : null}
      <TableCell>{day(file.completedAt)}</TableCell>
      <TableCell>{day(file.dueOn)}</TableCell>
      <TableCell align="right">
        {file.overdue ? (
          <Chip color="error" label={W.overdue(-file.daysLeft)} />
        ) : (
          <Chip color={file.daysLeft <= 5 ? "warning" : "default"} label={W.daysLeft(file.daysLeft)} />
        )}
      </TableCell>
    </TableRow>
  );
}
