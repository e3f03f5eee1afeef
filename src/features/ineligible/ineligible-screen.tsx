"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useTranslations } from "use-intl";
import { DECLINE_REASONS, type DeclineReason } from "@/domain/pricing/eligibility";
import { useTRPC } from "@/lib/trpc/client";
import { Notice } from "@/ui/notice";
import { AdverseActionNoticeSection } from "./adverse-action-notice";
import { adviceFor, type IneligibleKind } from "./ineligible-kinds";
import { ReminderOffer } from "./reminder-offer";

const ANNUAL_CREDIT_REPORT = "https://www.annualcreditreport.com";

const isDeclineReason = (code: string): code is DeclineReason =>
  (DECLINE_REASONS as readonly string[]).includes(code);

/** A titled part of the page: an h2 and what it says, named by its heading for screen readers. */
function PageSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: "1.375rem", mb: 1 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * An ineligible outcome (spec §2 /app/ineligible/…, issue 8): in plain words what we decided, the
 * principal reasons (from the stored adverse-action notice), what the person can do about them, and
 * the notice itself (Reg B) as a page section and a PDF. `kind` chooses the advice.
 */
export function IneligibleScreen({ kind }: { kind: IneligibleKind }) {
  const t = useTranslations("ineligible");
  const trpc = useTRPC();
  const notice = useQuery(trpc.prequal.notice.queryOptions());

  const reasons = notice.data
    ? [...new Set(notice.data.reasons.map((code) => (isDeclineReason(code) ? code : "other")))]
    : [];

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: 2 }}>
        {t(`kinds.${kind}.title`)}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t(`kinds.${kind}.intro`)}</Typography>
      <Stack spacing={4}>
        {notice.isPending ? (
          <Notice severity="success" role="status">
            {t("loading")}
          </Notice>
        ) : null}
        {notice.isError ? (
          <Notice severity="error" role="alert">
            {t("loadFailed")}
          </Notice>
        ) : null}
        {notice.isSuccess && !notice.data ? (
          <Notice severity="warning" role="status">
            {t("noNotice")}
          </Notice>
        ) : null}
        {reasons.length > 0 ? (
          <PageSection heading={t("reasonsHeading")}>
            <Box component="ul" sx={{ pl: 3, my: 0 }}>
              {reasons.map((reason) => (
                <li key={reason}>
                  <Typography>{t(`reasons.${reason}`)}</Typography>
                </li>
              ))}
            </Box>
          </PageSection>
        ) : null}
        <PageSection heading={t("adviceHeading")}>
          <Box component="ul" sx={{ pl: 3, my: 0 }}>
            {adviceFor(kind, reasons).map((item) => (
              <li key={item}>
                <Typography sx={{ mb: 1 }}>
                  {t.rich(`advice.${kind}.${item}` as Parameters<typeof t.rich>[0], {
                    link: (chunks) => (
                      <Link href={ANNUAL_CREDIT_REPORT} rel="noopener">
                        {chunks}
                      </Link>
                    ),
                  })}
                </Typography>
              </li>
            ))}
          </Box>
        </PageSection>
        {kind === "boost" && notice.data ? <ReminderOffer /> : null}
        {notice.data ? <AdverseActionNoticeSection notice={notice.data} /> : null}
        <Box>
          <Button variant="outlined" href="/">
            {t("home")}
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
