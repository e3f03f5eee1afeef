"use client";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useFormatter, useTranslations } from "use-intl";
import { type SignInput, signInput } from "@/domain/closing/esign-inputs";
import type { AppRouter } from "@/server/api/root";
import { schemaResolver } from "@/ui/form-resolver";
import { Notice } from "@/ui/notice";
import { showRefusal } from "@/ui/server-refusals";
import { ClosingSubmit } from "./closing-submit";
import { type SigningSide, useSigningApi } from "./signing-api";
import { VerifyCopy } from "./verify-copy";

export type DisclosuresStatus = inferRouterOutputs<AppRouter>["disclosures"]["status"];

/** What every part of one signer's disclosures step is given: whose step, where it stands, and what to do after a change. */
export type SignerStep = { side: SigningSide; status: DisclosuresStatus; onChanged: () => void };

/** Each document with its download (and, once signed, the signed copy, its fingerprint and a check). */
function DocumentList({ side, status }: Pick<SignerStep, "side" | "status">) {
  const t = useTranslations("closing.sign");
  const FILES = useSigningApi(side).files;
  const format = useFormatter();
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {status.documents.map((doc) => (
        <Stack
          component="li"
          key={doc.kind}
          spacing={1}
          sx={{ borderLeft: 3, borderColor: "divider", pl: 2 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{doc.title}</Typography>
          <Button
            component="a"
            href={`${FILES}/${doc.fileName}.pdf`}
            download
            variant="outlined"
            sx={{ alignSelf: "flex-start" }}
          >
            {t("download", { title: doc.title })}
          </Button>
          {doc.signed ? (
            <>
              <Typography>
                {t("signedOn", {
                  // In UTC, as the signed copy's certificate prints it, and saying so.
                  signedAt: format.dateTime(doc.signed.signedAt, {
                    year: "numeric",
                    month: "long",
                    day: "numeric",
                    hour: "numeric",
                    minute: "2-digit",
                    timeZone: "UTC",
                    timeZoneName: "short",
                  }),
                })}
              </Typography>
              <Button
                component="a"
                href={`${FILES}/${doc.fileName}-signed.pdf`}
                download
                variant="outlined"
                sx={{ alignSelf: "flex-start" }}
              >
                {t("downloadSigned")}
              </Button>
              <Typography variant="body2" sx={{ overflowWrap: "anywhere", color: "text.secondary" }}>
                {t("fingerprint", { hash: doc.signed.signedSha256 })}
              </Typography>
              <VerifyCopy side={side} document={doc.kind} />
            </>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

/** One act of intent for every document: the name typed as the signature, the box, and Sign. */
function SignForm({ side, status, onChanged: onSigned }: SignerStep) {
  const t = useTranslations("closing.sign");
  const api = useSigningApi(side);
  const form = useForm<{ signature: string; agree: boolean }, unknown, SignInput>({
    resolver: schemaResolver(signInput),
    defaultValues: { signature: "", agree: false },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const sign = useMutation(
    api.sign.mutationOptions({
      onMutate: () => setRefusal(null),
      onSuccess: onSigned,
      // Placed once, when the refusal arrives: the name's sentence beside it, another above Sign.
      onError: (error) => setRefusal(showRefusal(error, form.setError, ["signature", "agree"], t("offline"))),
    }),
  );
  const { errors } = form.formState;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit((input) => {
        if (!sign.isPending) sign.mutate(input);
      })}
    >
      <TextField
        {...form.register("signature")}
        label={t("signatureLabel")}
        helperText={errors.signature?.message ?? t("signatureHint", { name: status.signerName })}
        error={Boolean(errors.signature)}
        autoComplete="name"
        slotProps={{ htmlInput: { style: { fontFamily: "cursive", fontSize: "1.25rem" } } }}
      />
      <Controller
        control={form.control}
        name="agree"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t("agree")}
          />
        )}
      />
      {errors.agree ? <FormHelperText error>{errors.agree.message}</FormHelperText> : null}
      <ClosingSubmit
        refusal={refusal}
        pending={sign.isPending}
        label={t("signButton")}
        pendingLabel={t("signing")}
      />
    </Stack>
  );
}

/** The delivered documents: their delivery, the list, then signing or what comes next. */
export function SignDocuments({ side, status, onChanged }: SignerStep) {
  const t = useTranslations("closing.sign");
  const format = useFormatter();
  const api = useSigningApi(side);
  const withdraw = useMutation(api.withdrawConsent.mutationOptions({ onSuccess: onChanged }));
  return (
    <Stack component="section" spacing={2} aria-labelledby="documents-title">
      <Typography id="documents-title" variant="h2" sx={{ fontSize: "1.25rem" }}>
        {t("documentsTitle")}
      </Typography>
      {status.delivery ? (
        <Typography sx={{ color: "text.secondary" }}>
          {t("delivered", {
            deliveredAt: format.dateTime(status.delivery.deliveredAt, { dateStyle: "long", timeZone: "UTC" }),
            deadline: format.dateTime(new Date(`${status.delivery.deadline}T00:00:00Z`), {
              dateStyle: "long",
              timeZone: "UTC",
            }),
          })}
        </Typography>
      ) : null}
      {status.allSigned ? (
        <Notice severity="success" role="status">
          {t("signedNews")}
        </Notice>
      ) : null}
      <DocumentList side={side} status={status} />
      {status.allSigned ? (
        side === "coborrower" ? null : (
          <>
            <Typography>{t("whatNext")}</Typography>
            {status.next ? (
              <Button
                href={status.next}
                variant="contained"
                sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
              >
                {t("continue")}
              </Button>
            ) : null}
          </>
        )
      ) : (
        <SignForm side={side} status={status} onChanged={onChanged} />
      )}
      <Button
        variant="text"
        onClick={() => {
          if (!withdraw.isPending) withdraw.mutate();
        }}
        sx={{ alignSelf: "flex-start" }}
      >
        {t("withdraw")}
      </Button>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t("withdrawHint")}
      </Typography>
    </Stack>
  );
}
