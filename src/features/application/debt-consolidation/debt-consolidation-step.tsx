"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Path } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { DebtConsolidationAnswers } from "@/domain/application/liability-decisions";
import { useTRPC } from "@/lib/trpc/client";
import { applicationFrame } from "../shared/application-frame";
import { ApplicationScreen, type ReadyApplication } from "../shared/application-screen";
import { SectionLoading } from "../shared/section-loading";
import { fieldPathsOf, type UseStepSave } from "../shared/step-frame";
import { useApplicationSave } from "../shared/use-application-save";
import { DebtConsolidationForm } from "./debt-consolidation-form";
import type { DebtConsolidationFields } from "./debt-fields";

/** The save of the version loaded; the server prices the offer again and says so in a notice. */
const useDebtConsolidationSave: UseStepSave<DebtConsolidationFields, DebtConsolidationAnswers> = (
  form,
  version,
) => {
  const trpc = useTRPC();
  const app = useApplicationSave(form, fieldPathsOf(form.getValues()) as Path<DebtConsolidationFields>[]);
  const save = useMutation(
    trpc.application.debtConsolidation.save.mutationOptions({
      onSuccess: app.onSaved,
      onError: app.onRefused,
    }),
  );
  return {
    submit: (answers) => {
      app.reset();
      save.mutate({ who: "application", version, answers });
    },
    submitting: save.isPending || app.leaving,
    refusal: app.refusal,
    stale: app.stale,
  };
};

function DebtConsolidationScreen({ ready, title }: { ready: ReadyApplication; title: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.application.debtConsolidation.get.queryOptions({ who: "application" }));
  const view = query.isFetchedAfterMount ? query.data : undefined;
  if (!view) return <SectionLoading title={title} error={query.error} retry={() => void query.refetch()} />;
  return (
    <DebtConsolidationForm
      debts={view.debts}
      answers={view.answers}
      hasCoborrower={view.hasCoborrower}
      offer={view.offer}
      frame={applicationFrame(ready)}
      version={view.version}
      useSave={useDebtConsolidationSave}
    />
  );
}

/** Spec §2 /app/application/debt-consolidation (status debtConsolidation), once per application. */
export function DebtConsolidationStep() {
  const t = useTranslations("application-debts.debtConsolidation");
  return (
    <ApplicationScreen step="debtConsolidation" who="application" title={t("title")}>
      {(ready) => <DebtConsolidationScreen ready={ready} title={t("title")} />}
    </ApplicationScreen>
  );
}
