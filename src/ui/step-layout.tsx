"use client";
import NextLink from "next/link";
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslations } from "use-intl";
import buttons from "./buttons.module.css";
import { Notice } from "./notice";
import { StepDescription } from "./step-description";
import { StepColumn, StepHeading } from "./step-frame";
import styles from "./step-layout.module.css";
import { StepProgress } from "./step-progress";
import { useFocusWhenLost } from "./use-focus-when-lost";

/**
 * One step of a funnel (STYLE.md "Screens"): a `<form>` with the step counter and its progress bar,
 * an h1 title, one question group (the children), an error box, and Back / Continue.
 *
 * ```tsx
 * <StepLayout
 *   title={t("propertyUsage.title")}
 *   step={{ current: 3, total: 13 }}        // or null: no counter, no bar
 *   back="/prequal/building-type"           // a path (a link) or a function (a button); omit for none
 *   onSubmit={form.handleSubmit(save)}
 *   continueDisabled={!form.formState.isValid}
 *   submitting={save.isPending}
 *   error={refusal}                         // a sentence, shown in role="alert"
 * >
 *   <ChoiceCardsField control={form.control} name="propertyUse" … />
 * </StepLayout>
 * ```
 *
 * Props: `title` (string, the page's h1), `description?` (ReactNode under it), `step`
 * (`{ current, total }` or null), `back?` (string path or `() => void`), `onSubmit` (the form's
 * submit handler), `continueLabel?` (default "Continue"), `continueDisabled?` (e.g. until the form
 * is valid; a line above it then says to answer the questions first), `submitting?` (Continue reads "Saving…" and a second submit is ignored; the button stays
 * focusable so focus is not lost), `error?` (string or null), `children`.
 *
 * The h1 takes the focus when the step mounts with the focus on the page body (it replaced a waiting
 * frame or another form); a field the person is in keeps it. Continue comes before Back in the page
 * (Tab order): on top on a phone, at the right on wider screens.
 *
 * Back only navigates: answers already saved live in the server's draft, so nothing is lost. The
 * form has `noValidate`: the fields show their own messages (src/ui/inputs). A disabled Continue
 * cannot be pressed to reveal what is missing, so a form that disables it should validate as
 * people go (`useForm({ mode: "onTouched" })`) for its messages to appear.
 */
export interface StepLayoutProps {
  title: string;
  description?: ReactNode;
  step: { current: number; total: number } | null;
  back?: string | (() => void);
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  continueLabel?: string;
  continueDisabled?: boolean;
  submitting?: boolean;
  error?: string | null;
  children: ReactNode;
}

export function StepLayout({
  title,
  description,
  step,
  back,
  onSubmit,
  continueLabel,
  continueDisabled = false,
  submitting = false,
  error,
  children,
}: StepLayoutProps) {
  const t = useTranslations("common");
  const titleId = useId();
  const answerFirstId = useId();
  // Application steps show a waiting frame first and then this form with a new h1: the focus the
  // page routine gave the frame's heading is lost with it, so the step's own heading takes it back.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(heading);
  // A step that replaces another on the same page (the code after the credit answers) starts at its
  // top, as a new page does: a phone would otherwise show the blank space below the last form.
  // A block body: Chromium's scrollTo now answers a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) event.preventDefault();
    else onSubmit(event);
  };

  return (
    // As tall as the screen, like StepWaiting: the footer stays below the fold while steps change.
    <StepColumn>
      <form noValidate onSubmit={submit} aria-labelledby={titleId}>
        {step ? <StepProgress current={step.current} total={step.total} /> : null}
        <StepHeading id={titleId} ref={heading} tabIndex={-1} described={Boolean(description)}>
          {title}
        </StepHeading>
        {description ? <StepDescription>{description}</StepDescription> : null}
        <div className={styles.questions}>{children}</div>
        {error ? (
          <div className={styles.error}>
            <Notice severity="error" role="alert">
              {error}
            </Notice>
          </div>
        ) : null}
        {/* A disabled button cannot say why: the line above it does, until the answers are valid. */}
        {continueDisabled ? (
          <p id={answerFirstId} className={styles.answerFirst}>
            {t("continueWhenAnswered")}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="submit"
            className={`${buttons.button} ${buttons.contained} ${styles.continue}`}
            disabled={continueDisabled}
            aria-describedby={continueDisabled ? answerFirstId : undefined}
            aria-disabled={submitting || undefined}
          >
            {submitting ? t("saving") : (continueLabel ?? t("continue"))}
          </button>
          {back !== undefined ? <BackButton back={back} label={t("back")} /> : null}
        </div>
      </form>
    </StepColumn>
  );
}

function BackButton({ back, label }: { back: string | (() => void); label: string }) {
  const className = `${buttons.button} ${buttons.outlined}`;
  if (typeof back === "string") {
    return (
      <NextLink href={back} className={className}>
        {label}
      </NextLink>
    );
  }
  return (
    <button type="button" className={className} onClick={back}>
      {label}
    </button>
  );
}
