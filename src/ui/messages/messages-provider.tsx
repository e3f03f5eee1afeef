"use client";
import type { ReactNode } from "react";
import { IntlProvider } from "use-intl";
// Types only: a value from the catalogues module would put every catalogue in the page's scripts.
import type { Locale, Messages } from "./catalogues";

/**
 * The time zone dates are shown in. Spec §5 keeps dates as UTC calendar days (a birth date is
 * 1985-03-21T00:00Z), so showing them in a US zone would move them a day back. A screen showing an
 * instant (a time of day) passes its own `timeZone` to the formatter.
 */
export const MESSAGES_TIME_ZONE = "UTC";

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
