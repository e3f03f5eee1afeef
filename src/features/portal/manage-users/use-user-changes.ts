"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/lib/trpc/client";
import { toast } from "@/ui/toasts";
import type { StaffUserRow } from "../api-types";
import { nameOf } from "../portal-words";
import { messageOf } from "../server-errors";
import type { Confirmation } from "./confirm-dialog";
import type { UserActions } from "./user-card";

/**
 * Deactivate, reactivate and reset the second factor: each asks first (a confirm dialog), reports in
 * a toast, and refreshes the list. The server's refusals (the last admin, another organisation) are
 * its own sentences.
 */
export function useUserChanges(refresh: () => void, openRoleDialog: (user: StaffUserRow) => void) {
  const trpc = useTRPC();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const deactivate = useMutation(trpc.portal.deactivateUser.mutationOptions());
  const reactivate = useMutation(trpc.portal.reactivateUser.mutationOptions());
  const reset = useMutation(trpc.portal.resetSecondFactor.mutationOptions());
  const busy = deactivate.isPending || reactivate.isPending || reset.isPending;

  const attempt = (call: () => Promise<unknown>, done: string) => async () => {
    try {
      await call();
      toast(done, "success");
    } catch (error) {
      toast(messageOf(error), "error");
    } finally {
      setConfirmation(null);
      refresh();
    }
  };

  const actions: UserActions = {
    changeRole: openRoleDialog,
    deactivate: (user) =>
      setConfirmation({
        title: `Deactivate ${nameOf(user)}?`,
        body: "They’ll be signed out at once and can’t sign in until someone reactivates them.",
        confirm: "Deactivate",
        run: attempt(
          () => deactivate.mutateAsync({ staffUserId: user.id }),
          `${nameOf(user)} is deactivated.`,
        ),
      }),
    reactivate: (user) =>
      setConfirmation({
        title: `Reactivate ${nameOf(user)}?`,
        body: "They’ll be able to sign in again with their password and authenticator app.",
        confirm: "Reactivate",
        run: attempt(
          () => reactivate.mutateAsync({ staffUserId: user.id }),
          `${nameOf(user)} is active again.`,
        ),
      }),
    resetSecondFactor: (user) =>
      setConfirmation({
        title: `Reset the authenticator of ${nameOf(user)}?`,
        body: "They’ll be signed out, their recovery codes stop working, and they set up an authenticator app again at their next sign-in.",
        confirm: "Reset authenticator",
        run: attempt(
          () => reset.mutateAsync({ staffUserId: user.id }),
          `${nameOf(user)} will set up an authenticator app at their next sign-in.`,
        ),
      }),
  };

  return { actions, confirmation, busy, cancel: () => setConfirmation(null) };
}
