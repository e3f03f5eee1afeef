"use client";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslations } from "use-intl";
import type { FundsRow, FundsSummary } from "@/domain/closing/funds-summary";
import { formatMoney } from "@/domain/format/money";

/** Rows that are totals of what comes before: set apart in bold. */
const TOTALS = new Set<FundsRow["item"]>([
  "firstDraw",
  "toYourAccount",
  "cashToClose",
  "cashOut",
  "loanAmount",
]);

/**
 * Where every dollar goes (issue 11): a two-column table (what, amount) that fits 375 px without
 * scrolling sideways; long creditor names wrap inside the first column.
 */
export function FundsSummaryTable({ summary }: { summary: FundsSummary }) {
  const t = useTranslations("closing.disbursement");
  const label = (row: FundsRow) => {
    if (row.item !== "payoff") return t(`rows.${row.item}`);
    return row.amount < row.balance
      ? t("rows.payoffPart", { creditor: row.creditor, balance: formatMoney(row.balance) })
      : t("rows.payoff", { creditor: row.creditor });
  };
  return (
    <Table size="small" sx={{ tableLayout: "fixed", width: "100%" }}>
      <caption style={{ captionSide: "top", textAlign: "left", padding: 0, marginBottom: 8 }}>
        {t("summaryCaption")}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t("itemColumn")}
          </TableCell>
          <TableCell component="th" scope="col" align="right" sx={{ width: "40%" }}>
            {t("amountColumn")}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {summary.rows.map((row, i) => {
          const bold = TOTALS.has(row.item) ? 700 : 400;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt whole and one creditor may be paid twice
            <TableRow key={`${row.item}-${i}`}>
              <TableCell component="th" scope="row" sx={{ fontWeight: bold, overflowWrap: "anywhere" }}>
                {label(row)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: bold, whiteSpace: "nowrap" }}>
                {formatMoney(row.amount)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
