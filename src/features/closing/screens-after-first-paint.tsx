"use client";
import { useTranslations } from "use-intl";
import { loadedAfterFirstPaint, MountedAfterHydration } from "@/ui/loaded-after-first-paint";
import { StepLoading } from "@/ui/step-loading";

/**
 * The closing's screens, each on a page that paints the frame the screen shows while its status
 * loads (its title, from its own catalogue) and loads the screen's code after first paint, with
 * MUI (decisions 049, 051), so the pages keep to the application's first-load budget (docs/design.md §6).
 */
const SCREENS = {
  sign: loadedAfterFirstPaint(() => import("./sign-screen").then((m) => m.SignScreen)),
  identity: loadedAfterFirstPaint(() => import("./identity/identity-screen").then((m) => m.IdentityScreen)),
  disbursement: loadedAfterFirstPaint(() =>
    import("./disbursement/disbursement-screen").then((m) => m.DisbursementScreen),
  ),
  submitted: loadedAfterFirstPaint(() =>
    import("./submitted/submitted-screen").then((m) => m.SubmittedScreen),
  ),
};

export function ClosingScreenAfterFirstPaint({ screen }: { screen: keyof typeof SCREENS }) {
  const t = useTranslations("closing");
  const frame = (
    <StepLoading
      title={t(`${screen}.title`)}
      retry={() => {}}
      words={{
        loading: t(`${screen}.loading`),
        tryAgain: t(`${screen}.tryAgain`),
        offline: t(`${screen}.offline`),
      }}
    />
  );
  return <MountedAfterHydration part={SCREENS[screen]} props={{}} frame={frame} />;
}
