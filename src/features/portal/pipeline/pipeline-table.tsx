"use client";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import { formatMoney } from "@/domain/format/money";
import type { PipelineSort } from "@/domain/portal/pipeline-inputs";
import type { RouterOutputs } from "../api-types";
import { dateTimeInWords } from "../portal-words";
import type { PipelineQuery } from "./pipeline-screen";
import { PIPELINE_WORDS as W } from "./pipeline-words";

type Row = RouterOutputs["portal"]["pipeline"]["list"]["applications"][number];

/** One line a file: a column sorts when its heading is pressed, again to turn the order round. */
export function PipelineTable(props: {
  rows: Row[];
  query: PipelineQuery;
  onSort: (next: PipelineQuery) => void;
  everyOrganisation: boolean;
}) {
  const { rows, query, onSort, everyOrganisation } = props;
  // "assigned" (decision 089) holds two names: it does not sort.
  const columns: (PipelineSort | "assigned")[] = [
    "applicant",
    "product",
    "amount",
    "stage",
    "decision",
    "openConditions",
    ...(everyOrganisation ? (["organisation"] as const) : []),
    "assigned",
    "lastActivity",
    "daysInStatus",
  ];
  const sortBy = (column: PipelineSort) =>
    onSort({
      ...query,
      sort: column,
      direction: query.sort === column && query.direction === "asc" ? "desc" : "asc",
    });
  return (
    // The table scrolls inside its own box on a narrow screen; the page never scrolls sideways.
    <Box sx={{ overflowX: "auto" }} role="region" aria-label={W.tableLabel} tabIndex={0}>
      <Table size="small" aria-label={W.tableLabel} sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) =>
              column === "assigned" ? (
                <TableCell key={column}>{W.assigned}</TableCell>
              ) : (
                <TableCell
                  key={column}
                  sortDirection={query.sort === column ? query.direction : false}
                  align={
                    column === "amount" || column === "openConditions" || column === "daysInStatus"
                      ? "right"
                      : "left"
                  }
                >
                  <TableSortLabel
                    active={query.sort === column}
                    direction={query.sort === column ? query.direction : "asc"}
                    onClick={() => sortBy(column)}
                  >
                    {W.columns[column]}
                  </TableSortLabel>
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.applicationId} hover>
              <TableCell component="th" scope="row">
                <a href={`/portal/applicants/${row.applicationId}/loan-file`}>{row.name}</a>
                <Box sx={{ color: "text.secondary", fontSize: "0.8125rem", overflowWrap: "anywhere" }}>
                  {row.email ?? "—"} · {row.applicationNumber}
                </Box>
                <Box sx={{ fontSize: "0.8125rem" }}>
                  <a href={`/portal/applicants/${row.applicationId}`} aria-label={W.documentsLink(row.name)}>
                    {W.documentsShort}
                  </a>
                </Box>
              </TableCell>
              <TableCell>{W.product[row.product]}</TableCell>
              <TableCell align="right">{row.amount === null ? "—" : formatMoney(row.amount)}</TableCell>
              <TableCell>{row.stageLabel}</TableCell>
              <TableCell>{row.decision ? W.outcome[row.decision] : "—"}</TableCell>
              <TableCell align="right">
                {row.openConditions}
                {row.pastDueConditions > 0 ? ` ${W.pastDue(row.pastDueConditions)}` : null}
              </TableCell>
              {everyOrganisation ? <TableCell>{row.organisationName ?? "—"}</TableCell> : null}
              <TableCell>{W.assignedTo(row.loanOfficerName, row.processorName)}</TableCell>
              <TableCell>{dateTimeInWords(row.lastActivityAt)}</TableCell>
              <TableCell align="right">{row.daysInStatus}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
