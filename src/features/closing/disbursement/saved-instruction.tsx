"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "use-intl";
import type { FundsSummary } from "@/domain/closing/funds-summary";
import { Notice } from "@/ui/notice";
import { FundsSummaryTable } from "./funds-summary-table";

type Instruction = {
  routingNumber: string;
  accountNumber: string;
  accountType: "checking" | "savings";
  accountHolder: string;
  fundsSummary: FundsSummary;
  createdAt: Date;
};

/** The saved instruction, masked as the server sends it, with the summary the applicant confirmed. */
export function SavedInstruction({
  instruction,
  next,
  notice,
}: {
  instruction: Instruction;
  next: string | null;
  notice: string | null;
}) {
  const t = useTranslations("closing.disbursement");
  const format = useFormatter();
  return (
    <Stack spacing={3}>
      <Notice severity="success" role="status">
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {t("savedTitle")}
        </Typography>
        <Typography>
          {t("savedBody", {
            accountType: t(instruction.accountType).toLowerCase(),
            accountNumber: instruction.accountNumber,
            routingNumber: instruction.routingNumber,
            holder: instruction.accountHolder,
            date: format.dateTime(instruction.createdAt, { dateStyle: "long", timeZone: "UTC" }),
          })}
        </Typography>
        {notice ? <Typography>{notice}</Typography> : null}
      </Notice>
      <FundsSummaryTable summary={instruction.fundsSummary} />
      {next ? (
        <Button href={next} variant="contained" sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}>
          {t("continue")}
        </Button>
      ) : (
        <Typography>{t("whatNext")}</Typography>
      )}
    </Stack>
  );
}
