import type { Locale, Messages } from "./catalogues";

// use-intl checks message keys and locales against the catalogues (useTranslations("common")("back")).
declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
