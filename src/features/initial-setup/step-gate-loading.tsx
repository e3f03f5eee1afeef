"use client";
import { useTranslations } from "use-intl";
import { StepLoading } from "@/ui/step-loading";

/**
 * An old-flow screen's frame while it loads (its code, then its journey): the title, its sentence,
 * and a status line, or the screen's own sentence with Try again when the journey could not be
 * read. Plain HTML: a step's first paint (decision 049).
 */
export function StepGateLoading({
  title,
  description,
  failed = false,
  retry = () => {},
}: {
  title: string;
  description?: string;
  failed?: boolean;
  retry?: () => void;
}) {
  const t = useTranslations("initialSetup.common");
  return (
    <StepLoading
      title={title}
      description={description}
      // The journey could not be read: the screen's own sentence (`offline`), whatever the cause.
      error={failed || undefined}
      retry={retry}
      words={{ loading: t("loading"), tryAgain: t("tryAgain"), offline: t("loadFailed") }}
    />
  );
}
