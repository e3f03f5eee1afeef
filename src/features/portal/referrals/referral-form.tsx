"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  REFERRAL_FIELDS,
  type ReferralFields,
  type ReferralInput,
  referralInput,
} from "@/domain/portal/referral-input";
import { useTRPC } from "@/lib/trpc/client";
import { schemaResolver } from "@/ui/form-resolver";
import { MoneyField, PhoneField, TextField, ZipField } from "@/ui/inputs";
import { REFERRAL_WORDS as W } from "../portal-words";
import { showServerError } from "../server-errors";
import { MadeLink } from "./made-link";

const EMPTY: ReferralFields = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  zip: "",
  estimatedValue: "",
  mortgageBalanceEstimate: "",
};

/**
 * Who the partner sends (the server's own schema, `referralInput`), then the link they copy. The
 * link is shown once: the server keeps only its hash, so "Make another link" empties the form.
 */
export function ReferralForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.referrals.create.mutationOptions());
  const [made, setMade] = useState<{ url: string; name: string } | null>(null);
  const form = useForm<ReferralFields, unknown, ReferralInput>({
    resolver: schemaResolver(referralInput),
    defaultValues: EMPTY,
  });
  const { control } = form;

  const submit = form.handleSubmit(async (input) => {
    try {
      const { url } = await create.mutateAsync(input);
      setMade({ url, name: `${input.firstName} ${input.lastName}` });
      await queryClient.invalidateQueries({ queryKey: trpc.referrals.list.queryKey() });
    } catch (error) {
      showServerError(error, form.setError, "email", REFERRAL_FIELDS);
    }
  });

  const another = () => {
    form.reset(EMPTY);
    setMade(null);
  };

  if (made) return <MadeLink url={made.url} name={made.name} onAnother={another} />;

  return (
    <Box component="section" aria-labelledby="referral-form-heading">
      <Typography id="referral-form-heading" variant="h2" sx={{ fontSize: "1.5rem" }} gutterBottom>
        {W.formHeading}
      </Typography>
      <Typography sx={{ mb: 3 }}>{W.formHint}</Typography>
      <form onSubmit={submit} noValidate>
        <Stack spacing={3}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
            <TextField control={control} name="firstName" label={W.fields.firstName} autoComplete="off" />
            <TextField control={control} name="lastName" label={W.fields.lastName} autoComplete="off" />
          </Stack>
          <TextField control={control} name="email" label={W.fields.email} type="email" autoComplete="off" />
          <PhoneField control={control} name="phone" label={W.fields.phone} autoComplete="off" />
          <ZipField control={control} name="zip" label={W.fields.zip} />
          <MoneyField control={control} name="estimatedValue" label={W.fields.estimatedValue} />
          <MoneyField
            control={control}
            name="mortgageBalanceEstimate"
            label={W.fields.mortgageBalanceEstimate}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.formState.isSubmitting}
            sx={{ alignSelf: { sm: "flex-start" } }}
          >
            {form.formState.isSubmitting ? W.submitting : W.submit}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
