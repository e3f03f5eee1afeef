"use client";
import TextField from "@mui/material/TextField";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import type { PortalRole } from "@/domain/portal/portal-roles";
import { ROLE_LABELS } from "../portal-words";

/** A native select of the roles the actor may give: the phone's own picker, and plain to a keyboard. */
export function RoleSelect<T extends FieldValues>({
  control,
  name,
  roles,
  id,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  roles: readonly PortalRole[];
  id: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={id}
          label="Role"
          name={field.name}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="" disabled>
            Choose a role
          </option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
