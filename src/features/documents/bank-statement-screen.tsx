"use client";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Link from "@mui/material/Link";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import NextLink from "next/link";
import { type ReactNode, useId, useState } from "react";
import { useTranslations } from "use-intl";
import { BankConnectForm } from "./bank-connect-form";
import { FileList } from "./checklist-line";
import { type Checklist, lineTarget } from "./checklist-types";
import { DocumentsLoading } from "./documents-loading";
import { ScreenFrame } from "./screen-frame";
import { UploadControls } from "./upload-controls";
import { useDocumentsScreen } from "./use-documents-screen";

const BANK_STATEMENTS = "bank_statements";
type Borrower = "main" | "coborrower";

/** The borrower's bank statements line, when the checklist has one (a request or a file made it). */
function statementsOf(checklist: Checklist, borrower: Borrower) {
  const group = checklist.groups.find((g) => g.owner === borrower);
  return group?.lines.find((l) => l.type === BANK_STATEMENTS);
}

function Part({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography id={id} component="h2" variant="h5" sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
        {title}
      </Typography>
      {hint ? <Typography sx={{ color: "text.secondary" }}>{hint}</Typography> : null}
      {children}
    </Stack>
  );
}

/**
 * /app/bank-statement (spec §2, never redirected): upload the latest statements for the chosen
 * borrower, or connect a bank (bankStatements.connect) which files them, then the statements on file.
 */
export function BankStatementScreen() {
  const t = useTranslations("documents.bankStatement");
  const state = useDocumentsScreen();
  const [borrower, setBorrower] = useState<Borrower>("main");
  const whoId = useId();
  if (state.status !== "ready") return <DocumentsLoading title={t("title")} state={state} />;
  const { journey, checklist, refresh } = state;
  const whose = journey.hasCoborrower ? borrower : "main";
  const files = statementsOf(checklist, whose)?.files ?? [];
  return (
    <ScreenFrame title={t("title")} description={t("description")}>
      <Stack spacing={4}>
        {journey.hasCoborrower ? (
          <FormControl>
            <FormLabel id={whoId}>{t("whose")}</FormLabel>
            <RadioGroup
              aria-labelledby={whoId}
              name="bank-statements-borrower"
              value={borrower}
              onChange={(event) => setBorrower(event.target.value as Borrower)}
            >
              <FormControlLabel value="main" control={<Radio />} label={t("mine")} />
              <FormControlLabel
                value="coborrower"
                control={<Radio />}
                label={
                  journey.coborrowerName
                    ? t("coborrowers", { name: journey.coborrowerName })
                    : t("coborrowersUnnamed")
                }
              />
            </RadioGroup>
          </FormControl>
        ) : null}
        <Part title={t("uploadTitle")} hint={t("uploadHint")}>
          <UploadControls
            key={whose}
            target={lineTarget({ owner: whose, propertyId: null }, BANK_STATEMENTS)}
            lineLabel={t("uploadTitle")}
            onFiled={refresh}
          />
        </Part>
        <Part title={t("connectTitle")} hint={t("connectHint")}>
          {journey.hasCoborrower ? <Typography>{t("connectOnlyMain")}</Typography> : null}
          <BankConnectForm onFiled={refresh} />
        </Part>
        <Part title={t("filedTitle")}>
          {files.length === 0 ? (
            <Typography>{t("noneYet")}</Typography>
          ) : (
            <FileList files={files} onChanged={refresh} />
          )}
        </Part>
        <Link component={NextLink} href="/app/upload" sx={{ alignSelf: "flex-start" }}>
          {t("backToDocuments")}
        </Link>
      </Stack>
    </ScreenFrame>
  );
}
