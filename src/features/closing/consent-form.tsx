"use client";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { type ConsentInput, consentInput } from "@/domain/closing/esign-inputs";
import { schemaResolver } from "@/ui/form-resolver";
import { Notice } from "@/ui/notice";
import { showRefusal } from "@/ui/server-refusals";
import { ClosingSubmit } from "./closing-submit";
import { type SigningSide, useSigningApi } from "./signing-api";

/**
 * ESIGN consent before any disclosure (15 U.S.C. 7001(c)): the summary of the consent with a link
 * to all of it, the PDF to open, and the code printed in it to type.
 */
export function ConsentForm({
  side,
  changed,
  onConsented,
}: {
  side: SigningSide;
  changed: boolean;
  onConsented: () => void;
}) {
  const t = useTranslations("closing.sign");
  const api = useSigningApi(side);
  const form = useForm<{ code: string }, unknown, ConsentInput>({
    resolver: schemaResolver(consentInput),
    defaultValues: { code: "" },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const consent = useMutation(
    api.consent.mutationOptions({
      onMutate: () => setRefusal(null),
      onSuccess: onConsented,
      // Placed once, when the refusal arrives: a field's sentence beside it, another above the button.
      onError: (error) => setRefusal(showRefusal(error, form.setError, ["code"], t("offline"))),
    }),
  );
  return (
    <Stack component="section" spacing={2} aria-labelledby="consent-title">
      <Typography id="consent-title" variant="h2" sx={{ fontSize: "1.25rem" }}>
        {t("consentTitle")}
      </Typography>
      {changed ? (
        <Notice severity="warning" role="status">
          {t("consentChanged")}
        </Notice>
      ) : null}
      <Typography>{t("consentSummary")}</Typography>
      <Link href="/e-consent" target="_blank" rel="noopener">
        {t("consentLink")}
      </Link>
      <Button
        component="a"
        href={`${api.files}/consent-check.pdf`}
        download
        variant="outlined"
        sx={{ alignSelf: "flex-start" }}
      >
        {t("openPdf")}
      </Button>
      <Typography sx={{ color: "text.secondary" }}>{t("openPdfHint")}</Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={form.handleSubmit((input) => {
          if (!consent.isPending) consent.mutate(input);
        })}
      >
        <TextField
          {...form.register("code")}
          label={t("codeLabel")}
          helperText={form.formState.errors.code?.message ?? t("codeHint")}
          error={Boolean(form.formState.errors.code)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: "characters", spellCheck: false } }}
        />
        <ClosingSubmit
          refusal={refusal}
          pending={consent.isPending}
          label={t("consent")}
          pendingLabel={t("consenting")}
        />
      </Stack>
    </Stack>
  );
}
