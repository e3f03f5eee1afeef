"use client";
import Stack from "@mui/material/Stack";
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";
import { StateSelectField } from "./state-select-field";
import { TextField } from "./text-field";
import { ZipField } from "./zip-field";

/** The visible words of an address block, from the screen's own message catalogue. */
export interface AddressLabels {
  line1: string;
  line2: string;
  city: string;
  state: string;
  statePlaceholder: string;
  zip: string;
}

/**
 * Spec §3 Address: street, unit (optional), city, state (the US states, DC and Guam by full name,
 * keeping the two-letter code) and ZIP code, under `prefix` (e.g. "currentResidence.address"), which
 * the domain's `propertyAddressInput` reads, with the autofill tokens of an address.
 */
export function AddressFields<T extends FieldValues, Out = T>({
  control,
  prefix,
  labels,
}: {
  control: Control<T, unknown, Out>;
  prefix: string;
  labels: AddressLabels;
}) {
  const name = (field: string) => `${prefix}.${field}` as FieldPathByValue<T, string>;
  return (
    <Stack spacing={3}>
      <TextField control={control} name={name("line1")} label={labels.line1} autoComplete="address-line1" />
      <TextField control={control} name={name("line2")} label={labels.line2} autoComplete="address-line2" />
      <TextField control={control} name={name("city")} label={labels.city} autoComplete="address-level2" />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
        <StateSelectField
          control={control}
          name={name("state")}
          label={labels.state}
          placeholder={labels.statePlaceholder}
        />
        <ZipField control={control} name={name("zip")} label={labels.zip} />
      </Stack>
    </Stack>
  );
}
