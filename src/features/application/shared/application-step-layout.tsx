"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import NextLink from "next/link";
import type { ComponentProps } from "react";
import { useTranslations } from "use-intl";
import { APPLICATION_STEP_COUNT } from "@/domain/application/application-steps";
import { StepLayout } from "@/ui/step-layout";
import type { JourneyPlace } from "./use-application-journey";

type StepLayoutProps = ComponentProps<typeof StepLayout>;

/**
 * An application screen (issue 9): StepLayout with the application's "Step n of 7", Back to the
 * place before, whose turn it is when there is a coborrower, a way to reload after a stale save,
 * and the link to the application's questions.
 */
export function ApplicationStepLayout({
  place,
  previous,
  coborrowerName,
  stale,
  ...layout
}: Omit<StepLayoutProps, "step" | "back"> & {
  place: JourneyPlace;
  previous: JourneyPlace | undefined;
  /** The coborrower's first name, shown on their turn. */
  coborrowerName?: string | null;
  /** The last save was refused because another tab saved first. */
  stale?: boolean;
}) {
  const t = useTranslations("application");
  const description = (
    <>
      {place.who === "coborrower" ? (
        <Box component="p" sx={{ m: 0, mb: 1, fontWeight: 600 }}>
          {t("coborrowerTurn", { name: coborrowerName ?? t("yourCoborrower") })}
        </Box>
      ) : null}
      {layout.description}
    </>
  );
  return (
    <StepLayout
      {...layout}
      description={place.who === "coborrower" || layout.description ? description : undefined}
      step={place.counter ? { current: place.counter, total: APPLICATION_STEP_COUNT } : null}
      back={previous?.path}
    >
      {layout.children}
      {stale ? (
        <Button variant="outlined" onClick={() => window.location.reload()} sx={{ alignSelf: "flex-start" }}>
          {t("reload")}
        </Button>
      ) : null}
      <Link component={NextLink} href="/app/application/faqs" sx={{ alignSelf: "flex-start" }}>
        {t("faqLink")}
      </Link>
    </StepLayout>
  );
}
