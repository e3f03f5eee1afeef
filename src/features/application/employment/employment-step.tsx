"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { Path } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { Who } from "@/domain/application/application-steps";
import { MANUAL } from "@/domain/application/employment-record";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { ApplicationScreen, type ReadyApplication } from "../shared/application-screen";
import { SectionLoading } from "../shared/section-loading";
import { useApplicationSave } from "../shared/use-application-save";
import { useWho } from "../shared/use-who";
import { type EmploymentHistoryFields, employmentDefaults } from "./employment-fields";
import { EmploymentHistoryForm, useEmploymentHistoryForm } from "./employment-history-form";
import { applicationFrame } from "./income-screen-parts";

type Saved = inferRouterOutputs<AppRouter>["application"]["employment"]["get"];

const JOB_FIELDS = [
  "employerName",
  "position",
  "employerPhone",
  "employerAddress.line1",
  "employerAddress.line2",
  "employerAddress.city",
  "employerAddress.state",
  "employerAddress.zip",
  "startDate",
  "current",
  "endDate",
  "percentageOwned",
  "base",
  "overtime",
  "bonuses",
  "commissions",
] as const;

/** Every field a server refusal can name, for the jobs and gaps on screen now. */
function fieldsOf(values: EmploymentHistoryFields): Path<EmploymentHistoryFields>[] {
  return [
    ...values.employments.flatMap((_, i) =>
      JOB_FIELDS.map((f) => `employments.${i}.${f}` as Path<EmploymentHistoryFields>),
    ),
    ...values.gapExplanations.map(
      (_, i) => `gapExplanations.${i}.explanation` as Path<EmploymentHistoryFields>,
    ),
  ];
}

function EmploymentScreen({
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
  const form = useEmploymentHistoryForm(
    employmentDefaults(saved.answers.employments, saved.answers.gapExplanations),
    saved.today,
  );
  const save = useApplicationSave(form, fieldsOf(form.getValues()));
  const mutation = useMutation(trpc.application.employment.save.mutationOptions());
  const verifiedBy = Object.fromEntries(
    saved.answers.employments.filter((e) => e.dataSource !== MANUAL).map((e) => [e.id, e.dataSource]),
  );
  return (
    <EmploymentHistoryForm
      form={form}
      verifiedBy={verifiedBy}
      today={saved.today}
      frame={applicationFrame({ ready, title, save, submitting: mutation.isPending })}
      onSave={() => {
        save.reset();
        mutation.mutate(
          { who, version: saved.version, answers: form.getValues() },
          { onSuccess: save.onSaved, onError: save.onRefused },
        );
      }}
    />
  );
}

function EmploymentLoaded({ ready, who, title }: { ready: ReadyApplication; who: Who; title: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.application.employment.get.queryOptions({ who }));
  if (!query.data)
    return <SectionLoading title={title} error={query.error} retry={() => void query.refetch()} />;
  return <EmploymentScreen ready={ready} who={who} title={title} saved={query.data} />;
}

/** /app/application/4, Employment history (spec §2, §3, §5): each borrower's last two years. */
export function EmploymentStep() {
  const who = useWho();
  const t = useTranslations("application-income.employment");
  const title = who === "coborrower" ? t("coborrowerTitle") : t("title");
  return (
    <ApplicationScreen step="employment" who={who} title={title}>
      {(ready) => <EmploymentLoaded ready={ready} who={who} title={title} />}
    </ApplicationScreen>
  );
}
