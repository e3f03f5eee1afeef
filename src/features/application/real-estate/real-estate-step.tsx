"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Path } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { RealEstateAnswers } from "@/domain/application/real-estate-owned";
import { useTRPC } from "@/lib/trpc/client";
import { applicationFrame } from "../shared/application-frame";
import { ApplicationScreen, type ReadyApplication } from "../shared/application-screen";
import { SectionLoading } from "../shared/section-loading";
import { fieldPathsOf, type UseStepSave } from "../shared/step-frame";
import { useApplicationSave } from "../shared/use-application-save";
import type { RealEstateFields } from "./real-estate-fields";
import { RealEstateForm } from "./real-estate-form";

/** The save of the version loaded: a tab left open on an older one is told to reload (decision 031). */
const useRealEstateSave: UseStepSave<RealEstateFields, RealEstateAnswers> = (form, version) => {
  const trpc = useTRPC();
  const app = useApplicationSave(form, fieldPathsOf(form.getValues()) as Path<RealEstateFields>[]);
  const save = useMutation(
    trpc.application.realEstate.save.mutationOptions({ onSuccess: app.onSaved, onError: app.onRefused }),
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

function RealEstateScreen({ ready, title }: { ready: ReadyApplication; title: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.application.realEstate.get.queryOptions({ who: "application" }));
  const view = query.isFetchedAfterMount ? query.data : undefined;
  if (!view) return <SectionLoading title={title} error={query.error} retry={() => void query.refetch()} />;
  return (
    <RealEstateForm
      shown={view.answers}
      product={view.product}
      frame={applicationFrame(ready)}
      version={view.version}
      useSave={useRealEstateSave}
    />
  );
}

/** Spec §2 /app/application/3 (status application4 "Additional Real Estate"), once per application. */
export function RealEstateStep() {
  const t = useTranslations("application-debts.realEstate");
  return (
    <ApplicationScreen step="realEstate" who="application" title={t("title")}>
      {(ready) => <RealEstateScreen ready={ready} title={t("title")} />}
    </ApplicationScreen>
  );
}
