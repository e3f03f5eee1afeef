"use client";
import type { ReactNode } from "react";
import { IntlProvider } from "use-intl";
import { type Locale, MESSAGES_TIME_ZONE, type Messages } from "./catalogues";

/**
 * use-intl's provider with the area's settings: the locale, its catalogue and the time zone dates
 * are shown in. A client component, so its children (and `src/ui` components) can call
 * `useTranslations`; the catalogue arrives as props from the server, so only the chosen locale is sent.
 */
export function MessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone={MESSAGES_TIME_ZONE}>
      {children}
    </IntlProvider>
  );
}
