import type { ReactNode } from "react";
import { DEFAULT_LOCALE } from "./catalogues";
import { compiledMessagesFor } from "./compiled-catalogues";
import { MessagesProvider } from "./messages-provider";

/**
 * The applicant area's text (decision 019). A server component: it chooses the locale (English
 * until Spanish exists; then from the applicant's choice) and hands only that catalogue to the
 * client provider, compiled ahead of time. Wraps the `(applicant)` layout, so every screen under /app and /prequal can call
 * `useTranslations("<namespace>")`.
 */
export function ApplicantMessages({ children }: { children: ReactNode }) {
  const locale = DEFAULT_LOCALE;
  return (
    <MessagesProvider locale={locale} messages={compiledMessagesFor(locale)}>
      {children}
    </MessagesProvider>
  );
}
