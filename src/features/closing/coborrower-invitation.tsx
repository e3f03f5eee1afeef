"use client";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useFormatter, useTranslations } from "use-intl";
import { type CoborrowerInviteInput, coborrowerInviteInput } from "@/domain/closing/coborrower-steps";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { showRefusal } from "@/ui/server-refusals";
import { ClosingSubmit } from "./closing-submit";

/** The borrower asked for the coborrower's own address, when none is on file (decision 044). */
function InviteForm({ name, onInvited }: { name: string; onInvited: () => void }) {
  const t = useTranslations("closing.coborrowerInvitation");
  const trpc = useTRPC();
  const form = useForm<{ email: string }, unknown, CoborrowerInviteInput>({
    resolver: schemaResolver(coborrowerInviteInput),
    defaultValues: { email: "" },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const invite = useMutation(
    trpc.coborrower.invite.mutationOptions({
      onMutate: () => setRefusal(null),
      onSuccess: onInvited,
      onError: (error) => setRefusal(showRefusal(error, form.setError, ["email"], t("offline"))),
    }),
  );
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit((input) => {
        if (!invite.isPending) invite.mutate(input);
      })}
    >
      <Typography>{t("askEmail", { name })}</Typography>
      <TextField
        {...form.register("email")}
        type="email"
        label={t("emailLabel", { name })}
        helperText={form.formState.errors.email?.message ?? t("emailHint")}
        error={Boolean(form.formState.errors.email)}
        autoComplete="off"
      />
      <ClosingSubmit
        refusal={refusal}
        pending={invite.isPending}
        label={t("send")}
        pendingLabel={t("sending")}
      />
    </Stack>
  );
}

/**
 * What the borrower's closing screens say of the coborrower (decision 044): whom we invited and
 * what they still have to do on their own account, or the form to give their address. Nothing when
 * there is no coborrower.
 */
export function CoborrowerInvitation() {
  const t = useTranslations("closing.coborrowerInvitation");
  const format = useFormatter();
  const trpc = useTRPC();
  const invitation = useQuery(trpc.coborrower.invitation.queryOptions());
  const data = invitation.data;
  if (!data) return null;
  const name = data.name || t("title");
  return (
    <Stack component="section" spacing={1} aria-labelledby="coborrower-title">
      <Typography id="coborrower-title" variant="h2" sx={{ fontSize: "1.25rem" }}>
        {t("title")}
      </Typography>
      {data.stepsLeft.length === 0 ? (
        <Typography role="status">{t("finished", { name })}</Typography>
      ) : data.invitedAt && data.email ? (
        <>
          <Typography>
            {t("invited", {
              name,
              email: data.email,
              invitedAt: format.dateTime(data.invitedAt, { dateStyle: "long", timeZone: "UTC" }),
            })}
          </Typography>
          <Typography>{t("stillToDo", { name })}</Typography>
          <Stack component="ul" sx={{ m: 0, pl: 3 }}>
            {data.stepsLeft.map((step) => (
              <Typography component="li" key={step}>
                {t(step)}
              </Typography>
            ))}
          </Stack>
        </>
      ) : (
        <InviteForm name={name} onInvited={() => void invitation.refetch()} />
      )}
    </Stack>
  );
}
