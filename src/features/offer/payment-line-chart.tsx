"use client";
import { LineChart } from "@mui/x-charts/LineChart";
import { formatAmount } from "./offer-numbers";

/**
 * The chart itself (@mui/x-charts): the monthly payment by year, a step where the draw period ends.
 * Loaded only in the browser after the page has mounted (payment-chart.tsx): the charting library
 * sets sizes in `style` attributes, which the nonce CSP refuses in the server's HTML (set by script
 * after mount, they are allowed).
 */
export default function PaymentLineChart({
  years,
  payments,
  yearLabel,
  seriesLabel,
}: {
  years: number[];
  payments: number[];
  yearLabel: string;
  seriesLabel: string;
}) {
  return (
    <LineChart
      height={240}
      hideLegend
      skipAnimation
      // Hidden from assistive technology (the table beside it reads the same numbers), so it takes
      // no keyboard focus either: a focusable element inside aria-hidden would trap a screen reader.
      disableKeyboardNavigation
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      xAxis={[
        {
          data: years,
          scaleType: "linear",
          label: yearLabel,
          min: 1,
          max: years.at(-1) ?? 30,
          tickMinStep: 5,
          // The axis' default height (45 px with a title) leaves the year numbers less room than the
          // site's font needs once the title "Year" is measured, so the library shortened them to
          // nothing and drew only the tick marks. 56 px holds the title and a line of numbers.
          height: 56,
          valueFormatter: (year: number) => String(year),
        },
      ]}
      yAxis={[{ min: 0, width: 64, valueFormatter: (value: number) => formatAmount(value) }]}
      series={[
        {
          data: payments,
          label: seriesLabel,
          curve: "stepAfter",
          area: true,
          showMark: false,
          valueFormatter: (value) => (value === null ? "" : formatAmount(value)),
        },
      ]}
    />
  );
}
