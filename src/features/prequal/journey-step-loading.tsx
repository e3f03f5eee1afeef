"use client";
import { useTranslations } from "use-intl";
import { StepLoading } from "@/ui/step-loading";

/**
 * A new-flow step's frame while it loads (its code, then its journey): the title, its sentence, and
 * a status line, or the failure with Try again. Plain HTML: a step's first paint (decision 049).
 */
export function JourneyStepLoading({
  title,
  description,
  error,
  retry = () => {},
}: {
  title: string;
  description?: string;
  error?: unknown;
  retry?: () => void;
}) {
  const t = useTranslations("prequal");
  return (
    <StepLoading
      title={title}
      description={description}
      error={error}
      retry={retry}
      words={{ loading: t("loading"), tryAgain: t("tryAgain"), offline: t("offline") }}
    />
  );
}
