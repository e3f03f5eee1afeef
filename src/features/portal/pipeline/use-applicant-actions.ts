"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/lib/trpc/client";
import type { Confirmation } from "../manage-users/confirm-dialog";

/** The applicant page's changes: each asked for in a dialog first, then the page read again. */
export function useApplicantActions(applicationId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [error, setError] = useState<unknown>(null);
  const options = {
    onSuccess: async () => {
      setConfirmation(null);
      setError(null);
      await queryClient.invalidateQueries({
        queryKey: trpc.portal.applicantDocuments.get.queryKey({ applicationId }),
      });
    },
    onError: (e: unknown) => {
      setConfirmation(null);
      setError(e);
    },
  };
  const api = trpc.portal.applicantDocuments;
  const mutations = {
    waive: useMutation(api.waive.mutationOptions(options)),
    request: useMutation(api.request.mutationOptions(options)),
    markReviewed: useMutation(api.markReviewed.mutationOptions(options)),
    addCondition: useMutation(api.addCondition.mutationOptions(options)),
  };
  const busy = Object.values(mutations).some((m) => m.isPending);
  return { mutations, confirmation, ask: setConfirmation, busy, error };
}

export type ApplicantActions = ReturnType<typeof useApplicantActions>;
