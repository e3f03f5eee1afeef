"use client";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { formatNoticeDate } from "@/domain/format/notice-date";
import type { AdverseActionNotice } from "./api-types";
import { NOTICE_PDF_PATH } from "./ineligible-kinds";

const BULLET = "• ";

/**
 * The adverse-action notice (Reg B, 12 CFR 1002.9) as it was given and stored with the lead: its
 * title, the day it was issued and each of its sections, with the same content as a PDF to keep.
 * The section's heading is h2, the notice's own headings h3.
 */
export function AdverseActionNoticeSection({ notice }: { notice: AdverseActionNotice }) {
  const t = useTranslations("ineligible");
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1.375rem", mb: 1 }}>
        {t("notice.heading")}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t("notice.intro")}</Typography>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {notice.title}
      </Typography>
      <Typography component="p" sx={{ color: "text.secondary", mb: 2 }}>
        {t("notice.issued", { date: formatNoticeDate(notice.issuedAt) })}
      </Typography>
      {/* Near the top, and a thumb's height: the notice below is long on a phone. */}
      <Link
        href={NOTICE_PDF_PATH}
        download="adverse-action-notice.pdf"
        sx={{ display: "inline-block", fontWeight: 700, py: 1.5, mb: 2 }}
      >
        {t("notice.download")}
      </Link>
      {notice.sections.map((section) => (
        <Box key={section.heading} sx={{ mb: 2 }}>
          <Typography variant="h3" sx={{ fontSize: "1.125rem", fontWeight: 700, mb: 1 }}>
            {section.heading}
          </Typography>
          <NoticeParagraphs paragraphs={section.paragraphs} />
        </Box>
      ))}
    </Box>
  );
}

/** Paragraphs as written; a run of "• " paragraphs is a list. */
function NoticeParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  const groups: (string | string[])[] = [];
  for (const paragraph of paragraphs) {
    const last = groups.at(-1);
    if (!paragraph.startsWith(BULLET)) groups.push(paragraph);
    else if (Array.isArray(last)) last.push(paragraph.slice(BULLET.length));
    else groups.push([paragraph.slice(BULLET.length)]);
  }
  return groups.map((group, index) =>
    Array.isArray(group) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the notice's paragraphs never change order.
      <Box component="ul" key={index} sx={{ pl: 3, my: 1 }}>
        {group.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the notice's paragraphs never change order.
      <Typography key={index} sx={{ mb: 1 }}>
        {group}
      </Typography>
    ),
  );
}
