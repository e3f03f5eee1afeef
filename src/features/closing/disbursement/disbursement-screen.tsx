"use client";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { ClosingFrame } from "../closing-frame";
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
  return (
    <ClosingFrame query={view} t={t} description={t("description")}>
      {(data) =>
        data.instruction ? (
          <SavedInstruction instruction={data.instruction} next={data.next} notice={null} />
        ) : (
          <DisbursementForm view={data} onSaved={() => void view.refetch()} />
        )
      }
    </ClosingFrame>
  );
}
