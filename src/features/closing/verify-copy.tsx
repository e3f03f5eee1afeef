"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import type { DisclosureKind } from "@/domain/closing/disclosure-documents";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import { type SigningSide, useSigningApi } from "./signing-api";

/** The SHA-256 of a file in hexadecimal, computed in the browser (WebCrypto): the file is never sent. */
async function sha256Of(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Checks a kept copy of a signed document against the signed record, by its fingerprint. */
export function VerifyCopy({ side, document }: { side: SigningSide; document: DisclosureKind }) {
  const t = useTranslations("closing.sign");
  const api = useSigningApi(side);
  const queryClient = useQueryClient();
  const inputId = useId();
  const [outcome, setOutcome] = useState<{ matches: boolean } | { error: string } | null>(null);
  return (
    <Stack spacing={1}>
      <Button component="label" htmlFor={inputId} variant="text" sx={{ alignSelf: "flex-start" }}>
        {t("verifyLabel")}
        <input
          id={inputId}
          type="file"
          accept="application/pdf"
          hidden
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            try {
              const sha256 = await sha256Of(file);
              const answer = await queryClient.fetchQuery(api.verifyCopy.queryOptions({ document, sha256 }));
              setOutcome({ matches: answer.matches });
            } catch (error) {
              setOutcome({ error: sentenceOf(error, t("offline")) });
            }
          }}
        />
      </Button>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t("verifyHint")}
      </Typography>
      {outcome ? (
        <Notice
          severity={"error" in outcome || !outcome.matches ? "error" : "success"}
          role={"error" in outcome || !outcome.matches ? "alert" : "status"}
        >
          {"error" in outcome ? outcome.error : outcome.matches ? t("verifyMatches") : t("verifyDiffers")}
        </Notice>
      ) : null}
    </Stack>
  );
}
