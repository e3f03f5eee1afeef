"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { Who } from "@/domain/application/application-steps";
import { personalInfoInput } from "@/domain/application/personal-info";
import type { PersonalInfoView } from "@/domain/application/personal-info-output";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { ApplicationScreen, type ReadyApplication } from "../shared/application-screen";
import { ApplicationStepLayout } from "../shared/application-step-layout";
import { SectionLoading } from "../shared/section-loading";
import { useApplicationSave } from "../shared/use-application-save";
import { useWho } from "../shared/use-who";
import { PersonalInfoFields } from "./personal-info-fields";
import { type PersonalInfoValues, personalInfoValues } from "./personal-info-values";

const address = (prefix: string) =>
  ["line1", "line2", "city", "state", "zip"].map((field) => `${prefix}.address.${field}`);

/** Every field a refusal may name, so each is shown beside its input. */
const FIELDS = [
  "firstName",
  "middleName",
  "lastName",
  "suffix",
  "ssn",
  "dateOfBirth",
  "citizenship",
  "maritalStatus",
  "dependantCount",
  "dependantAges",
  "phone",
  ...address("currentResidence"),
  "currentResidence.years",
  "currentResidence.months",
  "currentResidence.housing",
  "currentResidence.monthlyRent",
  ...address("formerResidence"),
  "formerResidence.years",
  "formerResidence.months",
  "militaryStatus",
  "languagePreference",
] as (keyof PersonalInfoValues)[];

function PersonalInfoForm({
  ready,
  who,
  view,
  title,
}: {
  ready: ReadyApplication;
  who: Who;
  view: PersonalInfoView;
  title: string;
}) {
  const t = useTranslations("application-personal.personalInfo");
  const trpc = useTRPC();
  const form = useForm<PersonalInfoValues, unknown, unknown>({
    resolver: schemaResolver<PersonalInfoValues, unknown>(personalInfoInput),
    defaultValues: personalInfoValues(view.answers, view.prefill),
    mode: "onTouched",
  });
  // A refusal naming a value on file (not on the screen) is shown above Continue instead.
  const onScreen = FIELDS.filter(
    (field) =>
      !(field === "ssn" && view.identity.ssnMasked) &&
      !(field === "dateOfBirth" && view.identity.hasDateOfBirth),
  );
  const save = useApplicationSave(form, onScreen);
  const mutation = useMutation(trpc.application.personalInfo.save.mutationOptions());
  const submit = () => {
    save.reset();
    mutation.mutate(
      { who, version: view.version, answers: form.getValues() },
      { onSuccess: save.onSaved, onError: save.onRefused },
    );
  };
  return (
    <ApplicationStepLayout
      place={ready.place}
      previous={ready.previous}
      coborrowerName={ready.journey.coborrowerName}
      stale={save.stale}
      title={title}
      description={who === "coborrower" ? t("descriptionCoborrower") : t("description")}
      onSubmit={form.handleSubmit(submit)}
      submitting={mutation.isPending || save.leaving}
      error={save.refusal}
    >
      <PersonalInfoFields control={form.control} identity={view.identity} />
    </ApplicationStepLayout>
  );
}

function PersonalInfoLoaded({ ready, who, title }: { ready: ReadyApplication; who: Who; title: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.application.personalInfo.get.queryOptions({ who }));
  const view = query.isFetchedAfterMount ? query.data : undefined;
  if (!view) return <SectionLoading title={title} error={query.error} retry={() => void query.refetch()} />;
  return (
    <PersonalInfoForm key={`${who}:${view.version}`} ready={ready} who={who} view={view} title={title} />
  );
}

/** /app/application/1 (spec §2, status application): personal information, each borrower in turn. */
export function PersonalInfoStep() {
  const t = useTranslations("application-personal.personalInfo");
  const who = useWho();
  const title = who === "coborrower" ? t("coborrowerTitle") : t("title");
  return (
    <ApplicationScreen step="personalInfo" who={who} title={title}>
      {(ready) => <PersonalInfoLoaded ready={ready} who={who} title={title} />}
    </ApplicationScreen>
  );
}
