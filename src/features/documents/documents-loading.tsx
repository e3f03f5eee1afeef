"use client";
import { useTranslations } from "use-intl";
import { StepLoading } from "@/ui/step-loading";
import type { DocumentsScreenState } from "./use-documents-screen";

/** A documents screen's title while its checklist loads, or the failure and Try again. */
export function DocumentsLoading({
  title,
  state,
}: {
  title: string;
  state: Exclude<DocumentsScreenState, { status: "ready" }>;
}) {
  const t = useTranslations("documents");
  return (
    <StepLoading
      title={title}
      error={state.status === "error" ? state.error : undefined}
      retry={() => (state.status === "error" ? state.retry() : undefined)}
      words={{ loading: t("loading"), tryAgain: t("tryAgain"), offline: t("offline") }}
    />
  );
}
