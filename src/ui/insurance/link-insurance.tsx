"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useState, useSyncExternalStore } from "react";
import { useTranslations } from "use-intl";
import { linkInsuranceInput } from "@/domain/closing/insurance-link";
import { useTRPC } from "@/lib/trpc/client";
import { Notice } from "@/ui/notice";
import { insuranceConnector } from "./insurance-connector";

/**
 * "Link your homeowners insurance (optional)" (spec §1, decision 041): the carrier's name goes to
 * insurance.link through the page's one connector. Any screen may mount it (the identity screen's
 * end; the documents checklist's property group): all share the connector and its outcome.
 */
export function LinkInsurance({ onLinked }: { onLinked?: () => void }) {
  const t = useTranslations("closing.insurance");
  const trpc = useTRPC();
  const connector = insuranceConnector();
  const linked = useSyncExternalStore(connector.subscribe, connector.linked, () => null);
  const [carrier, setCarrier] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const link = useMutation(
    trpc.insurance.link.mutationOptions({
      onSuccess(result) {
        connector.recordLinked(result);
        onLinked?.();
      },
      onError: (error) => setProblem(error.message),
    }),
  );
  if (linked)
    return (
      <Notice severity="success" role="status">
        <Typography>{t("linked", { carrier: linked.carrier })}</Typography>
      </Notice>
    );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = linkInsuranceInput.safeParse({ carrier });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? t("carrierHint"));
    setProblem(null);
    link.mutate(parsed.data);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="link-insurance-title">
      <Typography id="link-insurance-title" variant="h2" sx={{ fontSize: "1.25rem" }}>
        {t("title")}
      </Typography>
      <Typography sx={{ color: "text.secondary" }}>{t("description")}</Typography>
      <TextField
        label={t("carrierLabel")}
        value={carrier}
        onChange={(e) => setCarrier(e.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? t("carrierHint")}
      />
      <Button type="submit" variant="outlined" disabled={link.isPending}>
        {link.isPending ? t("linking") : t("link")}
      </Button>
    </Stack>
  );
}
