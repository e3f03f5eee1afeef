"use client";
import { useTranslations } from "use-intl";
import { StepLoading } from "@/ui/step-loading";

/** An application screen's answers on their way, or a sentence and Try again when they could not be read. */
export function SectionLoading({
  title,
  error,
  retry,
}: {
  title: string;
  error?: unknown;
  retry: () => void;
}) {
  const t = useTranslations("application");
  return (
    <StepLoading
      title={title}
      error={error}
      retry={retry}
      words={{ loading: t("loading"), tryAgain: t("tryAgain"), offline: t("offline") }}
    />
  );
}
