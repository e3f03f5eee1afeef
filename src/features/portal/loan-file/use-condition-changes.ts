"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ClearConditionRequest } from "@/domain/portal/condition-inputs";
import { useTRPC } from "@/lib/trpc/client";

/**
 * The loan file's condition changes (decisions 094, 095): each reads the file again once the
 * server answers, so the next change names the new version. A dialog's own refusal stays in the
 * dialog (with what was typed); a Clear's refusal is shown above the list.
 */
export function useConditionChanges(applicationId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const options = {
    onSuccess: async () => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: trpc.portal.loanFile.get.queryKey({ applicationId }) });
    },
  };
  const api = trpc.portal.applicantDocuments;
  const mutations = {
    clear: useMutation(api.clearCondition.mutationOptions(options)),
    sendBack: useMutation(api.sendBackConditionFile.mutationOptions(options)),
    waive: useMutation(api.waiveCondition.mutationOptions(options)),
    reopen: useMutation(api.reopenCondition.mutationOptions(options)),
    edit: useMutation(api.editCondition.mutationOptions(options)),
    write: useMutation(api.addCondition.mutationOptions(options)),
  };
  return {
    mutations,
    error,
    busy: Object.values(mutations).some((m) => m.isPending),
    clear: (input: ClearConditionRequest) =>
      mutations.clear.mutateAsync(input).catch((e: unknown) => setError(e)),
  };
}

export type ConditionChanges = ReturnType<typeof useConditionChanges>;
