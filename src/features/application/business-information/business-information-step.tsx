"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { useTranslations } from "use-intl";
import type { Who } from "@/domain/application/application-steps";
import { formatDateInput } from "@/domain/format/date";
import { formatEin } from "@/domain/format/ein";
import { formatMoney } from "@/domain/format/money";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { applicationFrame } from "../employment/income-screen-parts";
import { ApplicationScreen, type ReadyApplication } from "../shared/application-screen";
import { SectionLoading } from "../shared/section-loading";
import { useApplicationSave } from "../shared/use-application-save";
import { useWho } from "../shared/use-who";
import {
  type BusinessInformationFields,
  BusinessInformationForm,
  emptyBusiness,
  useBusinessInformationForm,
} from "./business-information-form";

type Saved = inferRouterOutputs<AppRouter>["application"]["businessInformation"]["get"];
/** The form's text as typed: the server reads it with the same schema the form checked it with. */
type Answers = inferRouterInputs<AppRouter>["application"]["businessInformation"]["save"]["answers"];

const FIELDS = [
  "businessName",
  "businessType",
  "ein",
  "startDate",
  "ownershipShare",
  "monthlyIncome",
] as const;

/** The business given, or a start from step 4's 25%+ job, as the form shows it. */
export function businessDefaults(
  saved: Pick<Saved, "answers" | "fromEmployment">,
): BusinessInformationFields {
  const { answers, fromEmployment } = saved;
  if (answers)
    return {
      businessName: answers.businessName,
      businessType: answers.businessType,
      ein: formatEin(answers.ein),
      startDate: formatDateInput(answers.startDate),
      ownershipShare: String(answers.ownershipShare),
      monthlyIncome: formatMoney(answers.monthlyIncome),
    };
  if (!fromEmployment) return emptyBusiness();
  return {
    ...emptyBusiness(String(fromEmployment.ownershipShare)),
    businessName: fromEmployment.businessName,
    startDate: formatDateInput(fromEmployment.startDate),
  };
}

function BusinessScreen({
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
  const form = useBusinessInformationForm(businessDefaults(saved));
  const save = useApplicationSave(form, FIELDS);
  const mutation = useMutation(trpc.application.businessInformation.save.mutationOptions());
  return (
    <BusinessInformationForm
      form={form}
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

function BusinessLoaded({ ready, who, title }: { ready: ReadyApplication; who: Who; title: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.application.businessInformation.get.queryOptions({ who }));
  if (!query.data)
    return <SectionLoading title={title} error={query.error} retry={() => void query.refetch()} />;
  return <BusinessScreen ready={ready} who={who} title={title} saved={query.data} />;
}

/** /app/application/business-information (spec §2): for a borrower owning 25%+ of a current business. */
export function BusinessInformationStep() {
  const who = useWho();
  const t = useTranslations("application-income.business");
  const title = who === "coborrower" ? t("coborrowerTitle") : t("title");
  return (
    <ApplicationScreen step="businessInformation" who={who} title={title}>
      {(ready) => <BusinessLoaded ready={ready} who={who} title={title} />}
    </ApplicationScreen>
  );
}
