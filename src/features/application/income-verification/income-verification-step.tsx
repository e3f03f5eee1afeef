"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { useTranslations } from "use-intl";
import type { Who } from "@/domain/application/application-steps";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { sentenceOf } from "@/ui/server-refusals";
import { applicationFrame } from "../employment/income-screen-parts";
import { ApplicationScreen, type ReadyApplication } from "../shared/application-screen";
import { SectionLoading } from "../shared/section-loading";
import { useApplicationSave } from "../shared/use-application-save";
import { IncomeVerificationForm, type Person, useIncomeVerificationForm } from "./income-verification-form";

type Saved = inferRouterOutputs<AppRouter>["application"]["incomeVerification"]["get"];

/** The provider's refusal as a sentence: the one it gave beside the employer's name, or the call's. */
function connectRefusal(error: unknown, offline: string): string {
  const fieldErrors = (error as { data?: { fieldErrors?: Record<string, string[]> | null } }).data
    ?.fieldErrors;
  return (fieldErrors && Object.values(fieldErrors)[0]?.[0]) || sentenceOf(error, offline);
}

function IncomeVerificationScreen({
  ready,
  title,
  saved,
  refetch,
}: {
  ready: ReadyApplication;
  title: string;
  saved: Saved;
  refetch: () => void;
}) {
  const t = useTranslations("application-income");
  const trpc = useTRPC();
  const form = useIncomeVerificationForm({
    method: saved.answers?.method ?? (saved.connections.length > 0 ? "connect" : ""),
  });
  const save = useApplicationSave(form, ["method"]);
  const mutation = useMutation(trpc.application.incomeVerification.save.mutationOptions());
  const connect = useMutation(trpc.application.incomeVerification.connect.mutationOptions());
  const [connectError, setConnectError] = useState<string | null>(null);
  const [connectNotice, setConnectNotice] = useState<string | null>(null);
  const { journey } = ready;
  const people: Person[] = [
    { value: "borrower", label: journey.borrowerName ?? "You" },
    ...(journey.hasCoborrower
      ? [{ value: "coborrower" as Who, label: journey.coborrowerName ?? "Your coborrower" }]
      : []),
  ];
  return (
    <IncomeVerificationForm
      form={form}
      people={people}
      connections={saved.connections}
      connecting={connect.isPending}
      connectError={connectError}
      connectNotice={connectNotice}
      onConnect={(employerName, who) => {
        setConnectError(null);
        setConnectNotice(null);
        connect.mutate(
          { who, answers: { employerName } },
          {
            onSuccess: ({ connection }) => {
              setConnectNotice(
                t("incomeVerification.connected", {
                  employer: connection.employerName,
                  jobs: connection.jobs,
                }),
              );
              refetch();
            },
            onError: (error) => setConnectError(connectRefusal(error, t("offline"))),
          },
        );
      }}
      frame={applicationFrame({ ready, title, save, submitting: mutation.isPending })}
      onSave={(choice) => {
        save.reset();
        mutation.mutate(
          { version: saved.version, answers: choice },
          { onSuccess: save.onSaved, onError: save.onRefused },
        );
      }}
    />
  );
}

function IncomeVerificationLoaded({ ready, title }: { ready: ReadyApplication; title: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.application.incomeVerification.get.queryOptions());
  if (!query.data)
    return <SectionLoading title={title} error={query.error} retry={() => void query.refetch()} />;
  return (
    <IncomeVerificationScreen
      ready={ready}
      title={title}
      saved={query.data}
      refetch={() => void query.refetch()}
    />
  );
}

/** /app/application/income-verification, step 5 (spec §4 application6): connect payroll, or by hand. */
export function IncomeVerificationStep() {
  const t = useTranslations("application-income.incomeVerification");
  return (
    <ApplicationScreen step="incomeVerification" who="application" title={t("title")}>
      {(ready) => <IncomeVerificationLoaded ready={ready} title={t("title")} />}
    </ApplicationScreen>
  );
}
