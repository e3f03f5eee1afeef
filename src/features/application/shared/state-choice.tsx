"use client";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { US_STATES } from "@/domain/format/us-states";
import { ChoiceSelect } from "./choice-select";

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** Spec §3 address state: US states, DC and Guam by name, keeping the two-letter code. */
export function StateChoice<T extends FieldValues, Out>(props: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  placeholder: string;
}) {
  return <ChoiceSelect {...props} options={STATE_OPTIONS} />;
}
