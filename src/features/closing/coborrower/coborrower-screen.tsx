"use client";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";
import { COBORROWER_PATH } from "@/domain/closing/coborrower-steps";
import { useTRPC } from "@/lib/trpc/client";
import { Notice } from "@/ui/notice";
import { ClosingFrame } from "../closing-frame";
import { IdentityCheck } from "../identity/identity-screen";
import { SignSteps } from "../sign-screen";
import { useSigningApi } from "../signing-api";
import { AcceptInvitation } from "./accept-invitation";

/**
 * /app/coborrower (decisions 044, 068): with an invitation's token, the invitation to accept;
 * then the coborrower's own steps on the application they accepted: ESIGN consent, the
 * disclosures to sign, then their identity check. Of the borrower's application only their full
 * name and the home are shown, so the coborrower knows which one it is.
 */
export function CoborrowerScreen({ invitation }: { invitation?: string }) {
  const router = useRouter();
  if (invitation)
    return <AcceptInvitation token={invitation} onAccepted={() => router.replace(COBORROWER_PATH)} />;
  return <CoborrowerSteps />;
}

function CoborrowerSteps() {
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
            {t("description", { borrower: data.borrowerName, property: data.propertyAddress })}
          </Typography>
          {data.stepsLeft.length === 0 ? (
            <Notice severity="success" role="status">
              {t("finished", { borrower: data.borrowerName })}
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
