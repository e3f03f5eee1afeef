"use client";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/lib/trpc/client";
import { ErrorNotice } from "../notice";
import { LOAN_FILE_REPORT_WORDS as W } from "./loan-delivery-words";

type Counted = { count: number };
const listOf = <T extends Counted>(items: readonly T[], name: (item: T) => string) =>
  items.map((item) => W.counted(name(item), item.count)).join(", ");

/**
 * The per-field report of the application's MISMO file (decision 104): by group of Form 1003, the
 * records and fields it carries, counted, and what it leaves out with why. Read on request, since
 * the server builds the file to answer.
 */
export function LoanFileReport({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  const [shown, setShown] = useState(false);
  const report = useQuery({
    ...trpc.portal.loanDelivery.report.queryOptions({ applicationId }),
    enabled: shown,
  });
  return (
    <section aria-labelledby="loan-file-report-heading">
      <Typography
        id="loan-file-report-heading"
        variant="h3"
        sx={{ fontSize: "1.2rem", fontWeight: 600, mt: 3 }}
      >
        {W.heading}
      </Typography>
      {!shown ? (
        <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setShown(true)}>
          {W.show}
        </Button>
      ) : report.isPending ? (
        <p aria-live="polite">{W.loading}</p>
      ) : report.isError ? (
        <ErrorNotice error={report.error} />
      ) : report.data.kind === "none" ? (
        <>
          <Typography>{W.none}</Typography>
          <ul>
            {report.data.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <Typography sx={{ mt: 1 }}>{W.note}</Typography>
          {report.data.groups.map((g) => (
            <section key={g.group} aria-labelledby={`loan-file-${g.group}`}>
              <Typography
                id={`loan-file-${g.group}`}
                variant="h4"
                sx={{ fontSize: "1.05rem", fontWeight: 600, mt: 2 }}
              >
                {W.group[g.group]}
              </Typography>
              <Typography>
                {g.records.length > 0 ? W.records(listOf(g.records, (r) => r.element)) : W.noRecords}
              </Typography>
              {g.fields.length > 0 ? (
                <Typography>{W.fields(listOf(g.fields, (f) => f.name))}</Typography>
              ) : null}
              {g.leftOut.length > 0 ? (
                <>
                  <Typography sx={{ fontWeight: 600 }}>{W.leftOutHeading}</Typography>
                  <ul>
                    {g.leftOut.map((l) => (
                      <li key={l.field}>{W.leftOut(l.field, l.reason)}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
          ))}
        </>
      )}
    </section>
  );
}
