"use client";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import NextLink from "next/link";
import { useTranslations } from "use-intl";
import type { SummaryGroup } from "@/domain/application/summary-group";

/** A group as `application.summary.get` answers it: the lines, and the step that edits them. */
export type SummaryGroupView = SummaryGroup & { editPath: string | null };

/**
 * The summary's groups in Form 1003's order: each a section with its heading, its Edit link (to
 * the step, `?borrower=coborrower` for the coborrower's) and its lines as a description list, one
 * label over its value so long questions wrap well on a phone.
 */
export function SummaryGroupList({ groups }: { groups: readonly SummaryGroupView[] }) {
  const t = useTranslations("application-declarations");
  if (groups.length === 0) return <Typography>{t("summary.empty")}</Typography>;
  return (
    <>
      {groups.map((group, position) => {
        const heading = group.who === "coborrower" ? `${group.title} ${t("coborrowerSuffix")}` : group.title;
        // A section may give several groups (debts: liabilities, escrow, payoffs): each its own id.
        const id = `summary-${group.step}-${group.who}-${position}`;
        return (
          <Box
            component="section"
            key={id}
            aria-labelledby={id}
            sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: { xs: 2, sm: 3 } }}
          >
            <Box
              sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 2, mb: 1 }}
            >
              <Typography id={id} variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
                {heading}
              </Typography>
              {group.editPath ? (
                <Link
                  component={NextLink}
                  href={group.editPath}
                  aria-label={t("summary.editLabel", { section: heading })}
                  sx={{ py: 1, fontWeight: 600, flexShrink: 0 }}
                >
                  {t("summary.edit")}
                </Link>
              ) : null}
            </Box>
            <Box component="dl" sx={{ m: 0 }}>
              {group.rows.map((row, index) => (
                <Box
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rows are replaced whole, and labels repeat (two employers)
                  key={index}
                  sx={{ py: 1, borderTop: index === 0 ? 0 : 1, borderColor: "divider" }}
                >
                  <Typography component="dt" sx={{ color: "text.secondary", fontSize: "0.875rem" }}>
                    {row.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: "anywhere" }}>
                    {row.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </>
  );
}
