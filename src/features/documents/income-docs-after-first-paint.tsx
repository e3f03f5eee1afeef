"use client";
import { useTranslations } from "use-intl";
import { loadedAfterFirstPaint, MountedAfterHydration } from "@/ui/loaded-after-first-paint";
import { StepLoading } from "@/ui/step-loading";

const INCOME_DOCS = loadedAfterFirstPaint(() =>
  import("./income-docs-screen").then((m) => m.IncomeDocsScreen),
);

/**
 * /app/application/upload: the frame the documents checklist shows while it loads, its code (and
 * MUI) loading after first paint (decisions 049, 051), within the application's first-load budget.
 */
export function IncomeDocsAfterFirstPaint() {
  const t = useTranslations("documents");
  const frame = (
    <StepLoading
      title={t("incomeDocs.title")}
      retry={() => {}}
      words={{ loading: t("loading"), tryAgain: t("tryAgain"), offline: t("offline") }}
    />
  );
  return <MountedAfterHydration part={INCOME_DOCS} props={{}} frame={frame} />;
}
