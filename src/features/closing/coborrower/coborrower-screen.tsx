"use client";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import { Notice } from "@/ui/notice";
import { ClosingFrame } from "../closing-frame";
import { IdentityCheck } from "../identity/identity-screen";
import { SignSteps } from "../sign-screen";
import { useSigningApi } from "../signing-api";

/**
 * /app/coborrower (decision 044): the coborrower's own steps on the application that invited
 * their account: ESIGN consent, the disclosures to sign, then their identity check. Nothing of the
 * borrower's application is shown but their first name.
 */
export function CoborrowerScreen() {
  const t = useTranslations("closing.coborrower");
  const trpc = useTRPC();
  const api = useSigningApi("coborrower");
  const overview = useQuery(trpc.coborrowerSigning.overview.queryOptions());
  const stepsLeft = overview.data?.stepsLeft;
  const signed = stepsLeft !== undefined && !stepsLeft.includes("consent") && !stepsLeft.includes("sign");
  const status = useQuery({ ...api.status.queryOptions(), enabled: stepsLeft !== undefined });
  const identity = useQuery({ ...api.identity.queryOptions(), enabled: signed });
  const refresh = () => {
    void overview.refetch();
    void status.refetch();
    if (signed) void identity.refetch();
  };
  return (
    <ClosingFrame query={overview} t={t}>
      {(data) => (
        <>
          <Typography sx={{ color: "text.secondary" }}>
            {t("description", { borrower: data.borrowerFirstName })}
          </Typography>
          {data.stepsLeft.length === 0 ? (
            <Notice severity="success" role="status">
              {t("finished", { borrower: data.borrowerFirstName })}
            </Notice>
          ) : null}
          <Stack component="section" spacing={2} aria-labelledby="coborrower-sign-title">
            <Typography id="coborrower-sign-title" variant="h2" sx={{ fontSize: "1.25rem" }}>
              {t("signTitle")}
            </Typography>
            {status.data ? (
              <SignSteps side="coborrower" status={status.data} onChanged={refresh} />
            ) : (
              <Typography>{t("loading")}</Typography>
            )}
          </Stack>
          <Stack component="section" spacing={2} aria-labelledby="coborrower-identity-title">
            <Typography id="coborrower-identity-title" variant="h2" sx={{ fontSize: "1.25rem" }}>
              {t("identityTitle")}
            </Typography>
            {signed && identity.data ? (
              <IdentityCheck side="coborrower" data={identity.data} onVerified={refresh} />
            ) : (
              <Typography>{t("identityAfterSigning")}</Typography>
            )}
          </Stack>
        </>
      )}
    </ClosingFrame>
  );
}
