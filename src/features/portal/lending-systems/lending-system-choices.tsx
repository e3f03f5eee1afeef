"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LENDING_SYSTEMS } from "@/domain/enums/lending-systems";
import { chooseLendingSystemInput } from "@/domain/portal/lending-system-choice";
import { useTRPC } from "@/lib/trpc/client";
import { ErrorNotice, Notice } from "../notice";
import { LENDING_SYSTEMS_WORDS as W } from "./lending-systems-words";

const LENDER_SETTING = "";

type Partner = { id: string; name: string; lendingSystem: string | null };

/** One partner's choice: a native select of the systems (or the lender's setting) and its Save. */
function PartnerChoice({ partner, lenderLabel }: { partner: Partner; lenderLabel: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(partner.lendingSystem ?? LENDER_SETTING);
  const [saved, setSaved] = useState(false);
  const choose = useMutation(
    trpc.portal.lendingSystems.choose.mutationOptions({
      onSuccess: async () => {
        setSaved(true);
        await queryClient.invalidateQueries({ queryKey: trpc.portal.lendingSystems.list.queryKey() });
      },
    }),
  );
  const id = `lending-system-${partner.id}`;
  return (
    <li>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, my: 1 }}>
        <TextField
          select
          id={id}
          label={W.label(partner.name)}
          value={value}
          onChange={(event) => {
            setSaved(false);
            setValue(event.target.value);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 280 }}
        >
          <option value={LENDER_SETTING}>{W.lenderSetting(lenderLabel)}</option>
          {LENDING_SYSTEMS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={choose.isPending}
          onClick={() => {
            const input = chooseLendingSystemInput.safeParse({
              organisationId: partner.id,
              lendingSystem: value === LENDER_SETTING ? null : value,
            });
            if (input.success) choose.mutate(input.data);
          }}
        >
          {W.save}
        </Button>
      </Stack>
      {saved ? <Notice>{W.saved(partner.name)}</Notice> : null}
      {choose.error ? <ErrorNotice error={choose.error} /> : null}
    </li>
  );
}

/**
 * For a lender administrator (decision 105): the lending system each partner organisation's
 * referred applications are sent to, changed one partner at a time. A component of its own, so
 * an Organisations page can take it.
 */
export function LendingSystemChoices() {
  const trpc = useTRPC();
  const list = useQuery(trpc.portal.lendingSystems.list.queryOptions());
  return (
    <section aria-labelledby="lending-systems-heading">
      <Typography id="lending-systems-heading" variant="h2" sx={{ fontSize: "1.5rem" }} gutterBottom>
        {W.heading}
      </Typography>
      {list.isPending ? (
        <p aria-live="polite">{W.loading}</p>
      ) : list.isError ? (
        <ErrorNotice error={list.error} />
      ) : (
        <>
          <Typography>{W.intro(list.data.lenderSetting.label)}</Typography>
          {list.data.organisations.length === 0 ? (
            <Typography sx={{ mt: 1 }}>{W.none}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: "none", pl: 0 }}>
              {list.data.organisations.map((p) => (
                <PartnerChoice key={p.id} partner={p} lenderLabel={list.data.lenderSetting.label} />
              ))}
            </Box>
          )}
        </>
      )}
    </section>
  );
}
