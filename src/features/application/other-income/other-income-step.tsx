"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { Path } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { Who } from "@/domain/application/application-steps";
import { formatMoney } from "@/domain/format/money";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { applicationFrame } from "../employment/income-screen-parts";
import { ApplicationScreen, type ReadyApplication } from "../shared/application-screen";
import { SectionLoading } from "../shared/section-loading";
import { useApplicationSave } from "../shared/use-application-save";
import { useWho } from "../shared/use-who";
import {
  emptySource,
  type IncomeSourceFields,
  type OtherIncomeFields,
  OtherIncomeForm,
  useOtherIncomeForm,
} from "./other-income-form";

type Saved = inferRouterOutputs<AppRouter>["application"]["otherIncome"]["get"];
/** The form's text as typed: the server reads it with the same schema the form checked it with. */
type Answers = inferRouterInputs<AppRouter>["application"]["otherIncome"]["save"]["answers"];

const SOURCE_FIELDS = [
  "type",
  "monthlyAmount",
  "payer",
  "propertyId",
  "rentalUnits",
  "country",
  "assetDescription",
] as const;

/** The income sources given, as the form shows them. */
export function otherIncomeDefaults(saved: Pick<Saved, "answers">): OtherIncomeFields {
  return {
    incomeSources: (saved.answers?.incomeSources ?? []).map(
      (s): IncomeSourceFields => ({
        ...emptySource(),
        type: s.type,
        monthlyAmount: formatMoney(s.monthlyAmount),
        payer: s.payer ?? "",
        propertyId: s.propertyId ?? "",
        rentalUnits: s.rentalUnits === undefined ? "" : String(s.rentalUnits),
        country: s.country ?? "",
        assetDescription: s.assetDescription ?? "",
      }),
    ),
  };
}

function OtherIncomeScreen({
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
  const form = useOtherIncomeForm(otherIncomeDefaults(saved));
  const fields = form
    .getValues()
    .incomeSources.flatMap((_, i) =>
      SOURCE_FIELDS.map((f) => `incomeSources.${i}.${f}` as Path<OtherIncomeFields>),
    );
  const save = useApplicationSave(form, fields);
  const mutation = useMutation(trpc.application.otherIncome.save.mutationOptions());
  return (
    <OtherIncomeForm
      form={form}
      properties={saved.properties}
      frame={applicationFrame({ ready, title, save, submitting: mutation.isPending })}
      onSave={() => {
        save.reset();
        mutation.mutate(
          { who, version: saved.version, answers: form.getValues() as Answers },
          { onSuccess: save.onSaved, onError: save.onRefused },
        );
      }}
    />
  );
}

function OtherIncomeLoaded({ ready, who, title }: { ready: ReadyApplication; who: Who; title: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.application.otherIncome.get.queryOptions({ who }));
  if (!query.data)
    return <SectionLoading title={title} error={query.error} retry={() => void query.refetch()} />;
  return <OtherIncomeScreen ready={ready} who={who} title={title} saved={query.data} />;
}

/** /app/application/other-income (spec §2 manual income verification): every other income. */
export function OtherIncomeStep() {
  const who = useWho();
  const t = useTranslations("application-income.otherIncome");
  const title = who === "coborrower" ? t("coborrowerTitle") : t("title");
  return (
    <ApplicationScreen step="otherIncome" who={who} title={title}>
      {(ready) => <OtherIncomeLoaded ready={ready} who={who} title={title} />}
    </ApplicationScreen>
  );
}
