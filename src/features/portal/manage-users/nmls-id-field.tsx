import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { isLoanOfficer, type PortalRole } from "@/domain/portal/portal-roles";
import { FormTextField } from "../form-text-field";
import { NMLS_WORDS } from "../portal-words";

/** A loan officer's NMLS ID (decision 088), asked only while the role chosen is a loan officer's. */
export function NmlsIdField<T extends FieldValues & { nmlsId?: string }>({
  control,
  role,
}: {
  control: Control<T>;
  role: PortalRole | undefined;
}) {
  if (!role || !isLoanOfficer(role)) return null;
  return (
    <FormTextField
      control={control}
      name={"nmlsId" as FieldPath<T>}
      label={NMLS_WORDS.label}
      helperText={NMLS_WORDS.hint}
      inputMode="numeric"
      autoComplete="off"
    />
  );
}
