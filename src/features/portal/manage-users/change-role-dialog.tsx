"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { changeStaffRoleInput } from "@/domain/portal/portal-inputs";
import type { PortalRole } from "@/domain/portal/portal-roles";
import { useTRPC } from "@/lib/trpc/client";
import { toast } from "@/ui/toasts";
import type { StaffUserRow } from "../api-types";
import { nameOf, ROLE_LABELS } from "../portal-words";
import { showServerError } from "../server-errors";
import { NmlsIdField } from "./nmls-id-field";
import { RoleSelect } from "./role-select";

const roleForm = changeStaffRoleInput.pick({ role: true, nmlsId: true });

/** Gives someone another role; their sessions end so their next sign-in carries it (decision 015). */
export function ChangeRoleDialog({
  user,
  roles,
  onClose,
  onChanged,
}: {
  user: StaffUserRow | null;
  roles: readonly PortalRole[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const trpc = useTRPC();
  const changeRole = useMutation(trpc.portal.changeRole.mutationOptions());
  const form = useForm<z.input<typeof roleForm>, unknown, z.output<typeof roleForm>>({
    resolver: zodResolver(roleForm),
    defaultValues: { role: user?.role, nmlsId: user?.nmlsId ?? "" },
  });
  useEffect(() => form.reset({ role: user?.role, nmlsId: user?.nmlsId ?? "" }), [user, form]);
  const chosen = form.watch("role");

  const submit = form.handleSubmit(async ({ role, nmlsId }) => {
    if (!user) return;
    try {
      await changeRole.mutateAsync({ staffUserId: user.id, role, nmlsId });
      toast(`${user.firstName || user.email} is now ${ROLE_LABELS[role].toLowerCase()}.`, "success");
      onChanged();
      onClose();
    } catch (error) {
      showServerError(error, form.setError, "role", ["role", "nmlsId"]);
    }
  });

  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby="role-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="role-title">Change the role of {user ? nameOf(user) : ""}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <DialogContentText>
              They’ll be signed out and their next sign-in carries the new role.
            </DialogContentText>
            <RoleSelect control={form.control} name="role" roles={roles} id="change-role" />
            <NmlsIdField control={form.control} role={chosen} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Saving…" : "Change role"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
