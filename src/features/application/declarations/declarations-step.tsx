"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useMemo } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { Who } from "@/domain/application/application-steps";
import { type Declarations, declarationsInputFor } from "@/domain/application/declarations";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { schemaResolver } from "@/ui/form-resolver";
import { ApplicationScreen, type ReadyApplication } from "../shared/application-screen";
import { ApplicationStepLayout } from "../shared/application-step-layout";
import { StepAnswersLoader } from "../shared/step-answers-loader";
import { useApplicationSave } from "../shared/use-application-save";
import { useWho } from "../shared/use-who";
import { type DeclarationsFields, DeclarationsFieldsBody, declarationsDefaults } from "./declarations-fields";

type Saved = inferRouterOutputs<AppRouter>["application"]["declarations"]["get"];

function DeclarationsForm({
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
  const t = useTranslations("application-declarations.declarations");
  const trpc = useTRPC();
  const schema = useMemo(() => declarationsInputFor({ purchase: saved.purchase }), [saved.purchase]);
  const defaults = declarationsDefaults(saved.answers);
  const form = useForm<DeclarationsFields, unknown, Declarations>({
    resolver: schemaResolver<DeclarationsFields, Declarations>(schema),
    defaultValues: defaults,
    mode: "onChange",
    // A follow-up hidden by a "no" leaves the answers: the server refuses one without its yes.
    shouldUnregister: true,
  });
  const save = useMutation(trpc.application.declarations.save.mutationOptions());
  const outcome = useApplicationSave(form, Object.keys(defaults) as FieldPath<DeclarationsFields>[]);
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
      description={t("description")}
      place={ready.place}
      previous={ready.previous}
      coborrowerName={ready.journey.coborrowerName}
      stale={outcome.stale}
      onSubmit={submit}
      submitting={save.isPending || outcome.leaving}
      error={outcome.refusal}
    >
      <DeclarationsFieldsBody form={form} purchase={saved.purchase} />
    </ApplicationStepLayout>
  );
}

function DeclarationsAnswers({ ready, who, title }: { ready: ReadyApplication; who: Who; title: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.application.declarations.get.queryOptions({ who }));
  return (
    <StepAnswersLoader query={query} title={title}>
      {(saved) => <DeclarationsForm ready={ready} who={who} title={title} saved={saved} />}
    </StepAnswersLoader>
  );
}

/**
 * /app/application/7 (spec §2, status application8): the declarations of Form 1003 section 5 for
 * the borrower, then the coborrower (`?borrower=coborrower`).
 */
export function DeclarationsStep() {
  const t = useTranslations("application-declarations.declarations");
  const who = useWho();
  const title = who === "coborrower" ? t("coborrowerTitle") : t("title");
  return (
    <ApplicationScreen step="declarations" who={who} title={title}>
      {(ready) => <DeclarationsAnswers key={who} ready={ready} who={who} title={title} />}
    </ApplicationScreen>
  );
}
