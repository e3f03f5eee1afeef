"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { type FieldPath, useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import type { Who } from "@/domain/application/application-steps";
import { DEMOGRAPHIC_GROUPS, demographicsInput } from "@/domain/application/demographics";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { schemaResolver } from "@/ui/form-resolver";
import { ApplicationScreen, type ReadyApplication } from "../shared/application-screen";
import { ApplicationStepLayout } from "../shared/application-step-layout";
import { StepAnswersLoader } from "../shared/step-answers-loader";
import { useApplicationSave } from "../shared/use-application-save";
import { useWho } from "../shared/use-who";
import type { DemographicsFields } from "./demographic-group-fields";
import { DemographicsFieldsBody, demographicsDefaults } from "./demographics-fields";

type Saved = inferRouterOutputs<AppRouter>["application"]["demographics"]["get"];
type Answers = z.output<typeof demographicsInput>;

/** Every box and text of the form, for a refusal to be shown beside its own. */
const FIELDS = DEMOGRAPHIC_GROUPS.flatMap((group) => [
  `${group.key}.wontInform`,
  ...group.choices.flatMap((c) => [
    `${group.key}.${c.key}`,
    ...("details" in c ? c.details.map((d) => `${group.key}.${d.key}`) : []),
    ...("text" in c ? [`${group.key}.${c.text.key}`] : []),
  ]),
]) as FieldPath<DemographicsFields>[];

function DemographicsForm({
  ready,
  who,
  title,
  saved,
}: {
  ready: ReadyApplication;
  who: Who;
  title: string;
  saved: Saved;
}) {
  const trpc = useTRPC();
  const form = useForm<DemographicsFields, unknown, Answers>({
    resolver: schemaResolver<DemographicsFields, Answers>(demographicsInput),
    defaultValues: demographicsDefaults(saved.answers),
    mode: "onChange",
  });
  const save = useMutation(trpc.application.demographics.save.mutationOptions());
  const outcome = useApplicationSave(form, FIELDS);
  const submit = form.handleSubmit((answers) => {
    outcome.reset();
    save.mutate(
      { who, version: saved.version, answers },
      { onSuccess: outcome.onSaved, onError: outcome.onRefused },
    );
  });
  return (
    <ApplicationStepLayout
      title={title}
      place={ready.place}
      previous={ready.previous}
      coborrowerName={ready.journey.coborrowerName}
      stale={outcome.stale}
      onSubmit={submit}
      submitting={save.isPending || outcome.leaving}
      error={outcome.refusal}
    >
      <DemographicsFieldsBody form={form} />
    </ApplicationStepLayout>
  );
}

function DemographicsAnswers({ ready, who, title }: { ready: ReadyApplication; who: Who; title: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.application.demographics.get.queryOptions({ who }));
  return (
    <StepAnswersLoader query={query} title={title}>
      {(saved) => <DemographicsForm ready={ready} who={who} title={title} saved={saved} />}
    </StepAnswersLoader>
  );
}

/**
 * /app/application/6 (spec §2, status application7): the HMDA demographic information of the
 * borrower, then of the coborrower (`?borrower=coborrower`). Never used in pricing (decision 030).
 */
export function DemographicsStep() {
  const t = useTranslations("application-declarations.demographics");
  const who = useWho();
  const title = who === "coborrower" ? t("coborrowerTitle") : t("title");
  return (
    <ApplicationScreen step="demographics" who={who} title={title}>
      {(ready) => <DemographicsAnswers key={who} ready={ready} who={who} title={title} />}
    </ApplicationScreen>
  );
}
