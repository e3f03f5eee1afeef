"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "use-intl";
import { formatNoticeDate } from "@/domain/format/notice-date";

/** The lender as the offer names it (read on the server from its settings, passed down by the route). */
export interface OfferLender {
  legalName: string;
  nmlsId: string;
}

/**
 * What the offer is and is not, before any number (issue 8: "explainable and lawful"): a
 * prequalified estimate from the person's answers, a soft credit check that did not affect their
 * score and an automated valuation; not a commitment to lend, and not final until verified.
 */
export function PrequalifiedDisclosure() {
  const t = useTranslations("offer");
  return (
    <Box sx={{ bgcolor: "grey.100", borderLeft: 4, borderColor: "primary.main", borderRadius: 1, p: 2 }}>
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t("disclosure.title")}</Typography>
      <Typography>{t("disclosure.body")}</Typography>
    </Box>
  );
}

/** Where the numbers came from: the rate sheet and the day they were priced, and the lender. */
export function PricingFootnote({
  lender,
  rateSheetVersion,
  pricedAt,
}: {
  lender: OfferLender;
  rateSheetVersion: number;
  pricedAt: Date;
}) {
  const t = useTranslations("offer");
  const licence = /^\d+$/.test(lender.nmlsId) ? t("footnote.nmls", { id: lender.nmlsId }) : "";
  return (
    <Typography sx={{ color: "text.secondary", fontSize: "0.875rem" }}>
      {t("footnote.pricing", { date: formatNoticeDate(new Date(pricedAt)), version: rateSheetVersion })}{" "}
      {t("footnote.lender", { lender: lender.legalName })} {licence}
    </Typography>
  );
}
