"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import dynamic from "next/dynamic";
import { useEffect, useId, useState } from "react";
import { useTranslations } from "use-intl";
import type { ScheduledPayment } from "./api-types";
import { formatAmount, paymentRuns } from "./offer-numbers";

const PaymentLineChart = dynamic(() => import("./payment-line-chart"), { ssr: false });

/**
 * The monthly payment over the life of the line (issue 8): a chart for the eye, drawn after mount,
 * and beside it a table with the same numbers for screen readers and anyone who prefers one. The
 * chart is hidden from assistive technology, which reads the table instead.
 */
export function PaymentChart({ schedule }: { schedule: readonly ScheduledPayment[] }) {
  const t = useTranslations("offer");
  const headingId = useId();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const runs = paymentRuns(schedule);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1.375rem", mb: 1 }}>
        {t("chart.heading")}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 2 }}>{t("chart.intro")}</Typography>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", md: "3fr 2fr" },
          alignItems: "start",
        }}
      >
        <Box aria-hidden="true" sx={{ minHeight: 240, minWidth: 0 }}>
          {mounted ? (
            <PaymentLineChart
              years={schedule.map((point) => point.year)}
              payments={schedule.map((point) => point.monthlyPayment)}
              yearLabel={t("chart.year")}
              seriesLabel={t("chart.monthlyPayment")}
            />
          ) : null}
        </Box>
        <Box
          component="table"
          sx={{
            width: "100%",
            borderCollapse: "collapse",
            "& th, & td": { textAlign: "left", py: 1, px: 1, borderBottom: 1, borderColor: "divider" },
            "& td:last-of-type": { textAlign: "right", fontVariantNumeric: "tabular-nums" },
          }}
        >
          <Box component="caption" sx={{ captionSide: "top", textAlign: "left", fontWeight: 600, pb: 1 }}>
            {t("chart.tableCaption")}
          </Box>
          <thead>
            <tr>
              <th scope="col">{t("chart.years")}</th>
              <th scope="col">{t("chart.monthlyPayment")}</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.firstYear}>
                <td>
                  {t(run.phase === "draw" ? "chart.drawYears" : "chart.repaymentYears", {
                    first: run.firstYear,
                    last: run.lastYear,
                  })}
                </td>
                <td>{formatAmount(run.monthlyPayment)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
