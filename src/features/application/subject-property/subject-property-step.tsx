"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { subjectPropertyInput } from "@/domain/application/subject-property";
import type { SubjectPropertyView } from "@/domain/application/subject-property-output";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { ApplicationScreen, type ReadyApplication } from "../shared/application-screen";
import { ApplicationStepLayout } from "../shared/application-step-layout";
import { SectionLoading } from "../shared/section-loading";
import { useApplicationSave } from "../shared/use-application-save";
import { SubjectPropertyFields } from "./subject-property-fields";
import { type SubjectPropertyValues, subjectPropertyValues } from "./subject-property-values";

const GIFT_FIELDS = Array.from({ length: 5 }, (_, i) =>
  ["kind", "source", "amount", "deposited"].map((field) => `transaction.gifts.${i}.${field}`),
).flat();

/** Every field a refusal may name, so each is shown beside its input. */
const FIELDS = [
  "address.line1",
  "address.line2",
  "address.city",
  "address.state",
  "address.zip",
  "propertyUse",
  "propertyType",
  "units",
  "estimatedValue",
  "titleNames",
  "titleManner",
  "isInTrust",
  "hoaMonthlyFees",
  "annualPropertyTaxes",
  "annualHomeownersInsurance",
  "transaction.purpose",
  "transaction.purchasePrice",
  "transaction.downPayment",
  "transaction.downPaymentSource",
  "transaction.gifts",
  ...GIFT_FIELDS,
  "transaction.refinancePurpose",
  "transaction.cashOutAmount",
] as (keyof SubjectPropertyValues)[];

function SubjectPropertyForm({
  ready,
  view,
  title,
}: {
  ready: ReadyApplication;
  view: SubjectPropertyView;
  title: string;
}) {
  const t = useTranslations("application-personal.subjectProperty");
  const trpc = useTRPC();
  const form = useForm<SubjectPropertyValues, unknown, unknown>({
    resolver: schemaResolver<SubjectPropertyValues, unknown>(subjectPropertyInput),
    defaultValues: subjectPropertyValues(view.product, view.answers, view.prefill),
    mode: "onTouched",
  });
  const save = useApplicationSave(form, FIELDS);
  const mutation = useMutation(trpc.application.subjectProperty.save.mutationOptions());
  const submit = () => {
    save.reset();
    mutation.mutate(
      // The form's own strings: the server reads them with the same schema (its input type is the output's).
      { version: view.version, answers: form.getValues() as never },
      { onSuccess: save.onSaved, onError: save.onRefused },
    );
  };
  return (
    <ApplicationStepLayout
      place={ready.place}
      previous={ready.previous}
      stale={save.stale}
      title={title}
      description={t("description")}
      onSubmit={form.handleSubmit(submit)}
      submitting={mutation.isPending || save.leaving}
      error={save.refusal}
    >
      <SubjectPropertyFields control={form.control} product={view.product} />
    </ApplicationStepLayout>
  );
}

function SubjectPropertyLoaded({ ready, title }: { ready: ReadyApplication; title: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.application.subjectProperty.get.queryOptions());
  const view = query.isFetchedAfterMount ? query.data : undefined;
  if (!view) return <SectionLoading title={title} error={query.error} retry={() => void query.refetch()} />;
  return <SubjectPropertyForm key={view.version} ready={ready} view={view} title={title} />;
}

/** /app/application/2 (spec §2, status application3): the property, once per application. */
export function SubjectPropertyStep() {
  const t = useTranslations("application-personal.subjectProperty");
  return (
    <ApplicationScreen step="subjectProperty" who="application" title={t("title")}>
      {(ready) => <SubjectPropertyLoaded ready={ready} title={t("title")} />}
    </ApplicationScreen>
  );
}
