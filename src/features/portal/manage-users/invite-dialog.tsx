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
import { useForm } from "react-hook-form";
import { inviteStaffUserInput } from "@/domain/portal/portal-inputs";
import type { PortalRole } from "@/domain/portal/portal-roles";
import { useTRPC } from "@/lib/trpc/client";
import { toast } from "@/ui/toasts";
import { FormTextField } from "../form-text-field";
import { showServerError } from "../server-errors";
import { NmlsIdField } from "./nmls-id-field";
import { RoleSelect } from "./role-select";

const inviteForm = inviteStaffUserInput.omit({ organisationId: true });

/** Invite someone by e-mail with a role; they receive a one-time link to set their name and password. */
export function InviteDialog({
  open,
  onClose,
  organisation,
  roles,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  organisation: { id: string; name: string };
  roles: readonly PortalRole[];
  onInvited: () => void;
}) {
  const trpc = useTRPC();
  const invite = useMutation(trpc.portal.inviteUser.mutationOptions());
  const form = useForm({
    resolver: zodResolver(inviteForm),
    defaultValues: { email: "", role: roles.length === 1 ? roles[0] : undefined, nmlsId: "" },
  });
  const role = form.watch("role");

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      const { user } = await invite.mutateAsync({ ...input, organisationId: organisation.id });
      toast(`Invitation sent to ${user.email}.`, "success");
      onInvited();
      close();
    } catch (error) {
      showServerError(error, form.setError, "email", ["email", "role", "nmlsId"]);
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby="invite-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="invite-title">Invite a user</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <DialogContentText>
              We’ll e-mail them a link to join {organisation.name}. The link works once and expires.
            </DialogContentText>
            <FormTextField
              control={form.control}
              name="email"
              label="Their work e-mail"
              type="email"
              autoComplete="off"
            />
            <RoleSelect control={form.control} name="role" roles={roles} id="invite-role" />
            <NmlsIdField control={form.control} role={role} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Sending…" : "Send invitation"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
