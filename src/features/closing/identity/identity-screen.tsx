"use client";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import type { IdentityDocumentType } from "@/domain/documents/identity-documents";
import { useTRPC } from "@/lib/trpc/client";
import { LinkInsurance } from "@/ui/insurance/link-insurance";
import { Notice } from "@/ui/notice";
import { ClosingFrame } from "../closing-frame";
import { IdentityOutcome } from "./identity-outcome";
import { uploadIdSide } from "./upload-id-side";

type Side = "front" | "back";

/**
 * /app/application/identity-verification (spec §4 order 23, decision 041): choose the ID, photograph
 * each side (uploaded through the document pipeline), then verify; the outcome in plain words, and
 * the optional insurance link at the end.
 */
export function IdentityScreen() {
  const t = useTranslations("closing.identity");
  const trpc = useTRPC();
  const router = useRouter();
  const status = useQuery(trpc.identityVerification.status.queryOptions());
  const [kind, setKind] = useState<IdentityDocumentType>("driver_license");
  const [ids, setIds] = useState<Partial<Record<Side, string>>>({});
  const [busy, setBusy] = useState<Side | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useMutation(
    trpc.identityVerification.verify.mutationOptions({
      onSuccess: () => void status.refetch(),
      onError: (error) => setProblem(error.message),
    }),
  );
  const take = async (side: Side, file: File | undefined) => {
    if (!file) return;
    setBusy(side);
    setProblem(null);
    try {
      const id = await uploadIdSide(file, { documentType: kind, side });
      setIds((current) => ({ ...current, [side]: id }));
    } catch {
      setProblem(t("uploadFailed"));
    } finally {
      setBusy(null);
    }
  };
  return (
    <ClosingFrame query={status} spacing={3} t={t} description={t("description")}>
      {(data) => {
        const sides = (data.kinds.find((k) => k.type === kind)?.sides ?? ["front"]) as Side[];
        const ready = sides.every((side) => ids[side]) && !busy;
        const latest = data.latest;
        return (
          <>
            {latest ? (
              <IdentityOutcome outcome={latest.outcome} conditionText={latest.conditionText} />
            ) : (
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
                {sides.map((side) => (
                  <Button key={side} variant="outlined" component="label" disabled={busy !== null}>
                    {busy === side
                      ? t("uploading")
                      : ids[side]
                        ? t("uploaded", { side: t(side) })
                        : t("take", { side: t(side) })}
                    <input
                      hidden
                      type="file"
                      accept="image/jpeg,image/png,image/heic,application/pdf"
                      capture="environment"
                      onChange={(e) => void take(side, e.target.files?.[0])}
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
            )}
            {data.coborrowerName ? (
              <Typography sx={{ color: "text.secondary" }}>
                {t("coborrower", { name: data.coborrowerName })}
              </Typography>
            ) : null}
            {data.next ? (
              <Button variant="contained" onClick={() => router.push(data.next ?? "/app")}>
                {t("continue")}
              </Button>
            ) : null}
            <LinkInsurance />
          </>
        );
      }}
    </ClosingFrame>
  );
}
