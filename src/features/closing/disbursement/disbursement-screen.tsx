"use client";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { StepLoading } from "@/ui/step-loading";
import { DisbursementForm } from "./disbursement-form";
import { SavedInstruction } from "./saved-instruction";

export type DisbursementView = inferRouterOutputs<AppRouter>["disbursement"]["get"];

/**
 * /app/application/loan-disbursement (spec §2, status loanDisbursement, decision 042): the funds
 * summary and the bank account the funds go to; once saved, the instruction masked.
 */
export function DisbursementScreen() {
  const t = useTranslations("closing.disbursement");
  const trpc = useTRPC();
  const view = useQuery(trpc.disbursement.get.queryOptions());
  if (!view.data)
    return (
      <StepLoading
        title={t("title")}
        error={view.error}
        retry={() => void view.refetch()}
        words={{ loading: t("loading"), tryAgain: t("tryAgain"), offline: t("offline") }}
      />
    );
  const data = view.data;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" tabIndex={-1} sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: 1 }}>
        {t("title")}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 3 }}>{t("description")}</Typography>
      <Stack spacing={4}>
        {data.instruction ? (
          <SavedInstruction instruction={data.instruction} next={data.next} notice={null} />
        ) : (
          <DisbursementForm view={data} onSaved={() => void view.refetch()} />
        )}
      </Stack>
    </Container>
  );
}
