"use client";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import { sentenceOf } from "@/ui/server-refusals";
import { ClosingFrame } from "../closing-frame";
import { ClosingSubmit } from "../closing-submit";

/**
 * The invitation a link's token names (decision 068): whose application it is, by the borrower's
 * full name and the home, and the person's explicit acceptance on their own account. The server's
 * sentence stands when the link is spent or went to another address.
 */
export function AcceptInvitation({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const t = useTranslations("closing.coborrowerAccept");
  const trpc = useTRPC();
  const invitation = useQuery({ ...trpc.coborrowerSigning.invitation.queryOptions({ token }), retry: false });
  const [refusal, setRefusal] = useState<string | null>(null);
  const accept = useMutation(
    trpc.coborrowerSigning.accept.mutationOptions({
      onMutate: () => setRefusal(null),
      onSuccess: onAccepted,
      onError: (error) => setRefusal(sentenceOf(error, t("offline"))),
    }),
  );
  return (
    <ClosingFrame query={invitation} t={t}>
      {(data) => (
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            if (!accept.isPending) accept.mutate({ token });
          }}
        >
          <Typography>
            {t(data.product === "mortgage" ? "invitedMortgage" : "invitedHeloc", {
              borrower: data.borrowerName,
              property: data.propertyAddress,
            })}
          </Typography>
          <Typography sx={{ color: "text.secondary" }}>{t("whatYouDo")}</Typography>
          <Typography sx={{ color: "text.secondary" }}>{t("notYou")}</Typography>
          <ClosingSubmit
            refusal={refusal}
            pending={accept.isPending}
            label={t("accept", { borrower: data.borrowerName })}
            pendingLabel={t("accepting")}
          />
        </Stack>
      )}
    </ClosingFrame>
  );
}
