"use client";
import Link from "@mui/material/Link";
import NextLink from "next/link";
import { useTranslations } from "use-intl";

export const FAQS_PATH = "/app/application/faqs";

/** The small link every application step shows under its form: answers without leaving the application. */
export function FaqsLink() {
  const t = useTranslations("application-declarations");
  return (
    <Link
      component={NextLink}
      href={FAQS_PATH}
      sx={{ display: "inline-block", mt: 1, py: 1, fontSize: "0.9375rem" }}
    >
      {t("faqLink")}
    </Link>
  );
}
