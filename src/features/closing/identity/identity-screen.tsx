"use client";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import type { IdentityDocumentType } from "@/domain/documents/identity-documents";
import type { AppRouter } from "@/server/api/root";
import { LinkInsurance } from "@/ui/insurance/link-insurance";
import { Notice } from "@/ui/notice";
import { ClosingFrame } from "../closing-frame";
import { CoborrowerInvitation } from "../coborrower-invitation";
import { type SigningSide, useSigningApi } from "../signing-api";
import { IdentityOutcome } from "./identity-outcome";
import { uploadIdSide } from "./upload-id-side";

type Side = "front" | "back";

/** The identity check's answers, as each signer's status gives them. */
type IdentityStatus = inferRouterOutputs<AppRouter>["identityVerification"]["status"];

/**
 * One signer's identity check (decisions 041, 044): choose the ID, photograph each side (uploaded
 * through the document pipeline as the signer's own), then verify; the outcome in plain words.
 */
export function IdentityCheck({
  side,
  data,
  onVerified,
}: {
  side: SigningSide;
  data: IdentityStatus;
  onVerified: () => void;
}) {
  const t = useTranslations("closing.identity");
  const api = useSigningApi(side);
  const [kind, setKind] = useState<IdentityDocumentType>("driver_license");
  const [ids, setIds] = useState<Partial<Record<Side, string>>>({});
  const [busy, setBusy] = useState<Side | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useMutation(
    api.verifyIdentity.mutationOptions({
      onSuccess: onVerified,
      onError: (error) => setProblem(error.message),
    }),
  );
  const take = async (photoSide: Side, file: File | undefined) => {
    if (!file) return;
    setBusy(photoSide);
    setProblem(null);
    try {
      const id = await uploadIdSide(file, { documentType: kind, side: photoSide, borrower: api.idOwner });
      setIds((current) => ({ ...current, [photoSide]: id }));
    } catch {
      setProblem(t("uploadFailed"));
    } finally {
      setBusy(null);
    }
  };
  const sides = (data.kinds.find((k) => k.type === kind)?.sides ?? ["front"]) as Side[];
  const ready = sides.every((photoSide) => ids[photoSide]) && !busy;
  const latest = data.latest;
  if (latest) return <IdentityOutcome outcome={latest.outcome} conditionText={latest.conditionText} />;
  return (
    <>
      <TextField
        select
        label={t("kindLabel")}
        value={kind}
        onChange={(e) => {
          setKind(e.target.value as IdentityDocumentType);
          setIds({});
        }}
      >
        {data.kinds.map((k) => (
          <MenuItem key={k.type} value={k.type}>
            {k.label}
          </MenuItem>
        ))}
      </TextField>
      {sides.map((photoSide) => (
        <Button key={photoSide} variant="outlined" component="label" disabled={busy !== null}>
          {busy === photoSide
            ? t("uploading")
            : ids[photoSide]
              ? t("uploaded", { side: t(photoSide) })
              : t("take", { side: t(photoSide) })}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/heic,application/pdf"
            capture="environment"
            onChange={(e) => void take(photoSide, e.target.files?.[0])}
          />
        </Button>
      ))}
      {problem ? (
        <Notice severity="error" role="alert">
          <Typography>{problem}</Typography>
        </Notice>
      ) : null}
      <Button
        variant="contained"
        disabled={!ready || verify.isPending}
        onClick={() =>
          verify.mutate({
            documentType: kind,
            frontDocumentId: ids.front ?? "",
            backDocumentId: ids.back,
          })
        }
      >
        {verify.isPending ? t("verifying") : t("verify")}
      </Button>
    </>
  );
}

/**
 * /app/application/identity-verification (spec §4 order 23, decision 041): the borrower's identity
 * check, what the coborrower still has to do on their own account (decision 044), and the optional
 * insurance link at the end.
 */
export function IdentityScreen() {
  const t = useTranslations("closing.identity");
  const router = useRouter();
  const api = useSigningApi("borrower");
  const status = useQuery(api.identity.queryOptions());
  return (
    <ClosingFrame query={status} spacing={3} t={t} description={t("description")}>
      {(data) => (
        <>
          <IdentityCheck side="borrower" data={data} onVerified={() => void status.refetch()} />
          {data.coborrowerName ? <CoborrowerInvitation /> : null}
          {data.next ? (
            <Button variant="contained" onClick={() => router.push(data.next ?? "/app")}>
              {t("continue")}
            </Button>
          ) : null}
          <LinkInsurance />
        </>
      )}
    </ClosingFrame>
  );
}
