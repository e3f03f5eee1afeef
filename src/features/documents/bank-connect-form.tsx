"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { type ConnectBank, connectBankInput } from "@/domain/documents/bank-connection";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { TextField } from "@/ui/inputs";
import { Notice } from "@/ui/notice";
import { showRefusal } from "@/ui/server-refusals";

type Fields = { institution: string };

/**
 * Connect a bank (bankStatements.connect): the bank's name, checked by the schema the server uses;
 * the outcome as a sentence (statements filed, or the bank's answer: no account, not reachable).
 */
export function BankConnectForm({ onFiled }: { onFiled: () => void }) {
  const t = useTranslations("documents.bankStatement");
  const words = useTranslations("documents");
  const trpc = useTRPC();
  const form = useForm<Fields, unknown, ConnectBank>({
    defaultValues: { institution: "" },
    resolver: schemaResolver<Fields, ConnectBank>(connectBankInput),
    mode: "onTouched",
  });
  const connect = useMutation(trpc.bankStatements.connect.mutationOptions({ onSuccess: onFiled }));
  const refusal = connect.error
    ? showRefusal(connect.error, form.setError, ["institution"], words("offline"))
    : null;
  const submit = form.handleSubmit((values) => {
    if (!connect.isPending) connect.mutate(values);
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
      <TextField
        control={form.control}
        name="institution"
        label={t("institution")}
        autoComplete="organization"
      />
      {connect.data ? (
        <Notice severity="success" role="status">
          {t("connected", { count: connect.data.filed })}
        </Notice>
      ) : null}
      {refusal ? (
        <Notice severity="error" role="alert">
          {refusal}
        </Notice>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        aria-disabled={connect.isPending || undefined}
        sx={{ justifySelf: "start" }}
      >
        {connect.isPending ? t("connecting") : t("connect")}
      </Button>
    </Box>
  );
}
