"use client";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { PROPERTY_USES, type PropertyUse } from "@/domain/enums/property";
import { formatMoney, parseMoney } from "@/domain/format/money";
import { availableEquity, RATE_SHEET_LIMITS } from "@/domain/pricing/equity";

function MoneyField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        const parsed = parseMoney(value);
        if (parsed.ok) onChange(formatMoney(parsed.value));
      }}
      error={Boolean(error)}
      helperText={error ?? " "}
      slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "off" } }}
      fullWidth
    />
  );
}

/** How much a homeowner could unlock: the rate sheet's CLTV limit less what they owe (DESIGN.md §4). */
export function EquityCalculator() {
  const [homeValue, setHomeValue] = useState("$500,000");
  const [balance, setBalance] = useState("$300,000");
  const [propertyUse, setPropertyUse] = useState<PropertyUse>("primaryResidence");
  const value = parseMoney(homeValue);
  const owed = parseMoney(balance);
  const result =
    value.ok && owed.ok
      ? availableEquity({ homeValue: value.value, mortgageBalance: owed.value, propertyUse })
      : null;

  return (
    <Paper
      component="section"
      aria-labelledby="calculator-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 4 } }}
    >
      <Typography id="calculator-title" variant="h2" sx={{ fontSize: "1.4rem", mb: 2 }}>
        How much could you unlock?
      </Typography>
      <Stack spacing={1}>
        <MoneyField
          label="Home value"
          value={homeValue}
          onChange={setHomeValue}
          error={value.ok ? undefined : value.reason}
        />
        <MoneyField
          label="Mortgage balance"
          value={balance}
          onChange={setBalance}
          error={owed.ok ? undefined : owed.reason}
        />
        <TextField
          select
          label="How you use the home"
          value={propertyUse}
          onChange={(e) => setPropertyUse(e.target.value as PropertyUse)}
          helperText=" "
          slotProps={{ select: { native: true } }}
        >
          {PROPERTY_USES.map((use) => (
            <option key={use.value} value={use.value}>
              {use.label}
            </option>
          ))}
        </TextField>
      </Stack>
      <Typography role="status" aria-live="polite" sx={{ fontSize: 18, mt: 1 }}>
        {result === null
          ? "Enter your home value and mortgage balance to see an estimate."
          : result.eligible
            ? `You could unlock up to ${formatMoney(result.maxLine)}.`
            : `With ${Math.round(result.cltvLimit * 100)}% of the home's value as the limit, there isn't enough equity for a line of at least ${formatMoney(RATE_SHEET_LIMITS.lineMin)} yet.`}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, color: "text.secondary" }}>
        An estimate, not an offer: your line depends on your credit, income and an appraisal of the home.
      </Typography>
    </Paper>
  );
}
