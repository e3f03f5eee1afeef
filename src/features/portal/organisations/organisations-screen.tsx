"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { createOrganisationInput } from "@/domain/portal/portal-inputs";
import { holds } from "@/domain/portal/portal-roles";
import { useTRPC } from "@/lib/trpc/client";
import { toast } from "@/ui/toasts";
import { FormTextField } from "../form-text-field";
import { LendingSystemChoices } from "../lending-systems/lending-system-choices";
import { usePortalHome } from "../portal-home-query";
import { RequireStaffSession } from "../portal-session";
import { dateTimeInWords, ORGANISATION_WORDS as W } from "../portal-words";
import { messageOf, showServerError } from "../server-errors";
import { StepHeading } from "../step-heading";

/** /portal/organisations (issue 22 item 6, decision 088): a lender administrator's partner organisations. */
export function OrganisationsScreen() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <StepHeading>{W.title}</StepHeading>
      <RequireStaffSession>
        <OrganisationsForRole />
      </RequireStaffSession>
      <Typography sx={{ mt: 4 }}>
        <a href="/portal">{W.back}</a>
      </Typography>
    </Container>
  );
}

function OrganisationsForRole() {
  const home = usePortalHome();
  if (home.isPending) return <p aria-live="polite">{W.loading}</p>;
  if (home.isError) return <Alert severity="error">{messageOf(home.error)}</Alert>;
  if (!holds(home.data.user, "manageOrganisations")) return <Alert severity="info">{W.refused}</Alert>;
  return (
    <Stack spacing={6}>
      <Organisations />
      {/* Where each partner's referred applications are delivered (decision 105). */}
      {holds(home.data.user, "chooseLendingSystem") ? <LendingSystemChoices /> : null}
    </Stack>
  );
}

export function Organisations() {
  const trpc = useTRPC();
  const list = useQuery(trpc.portal.organisations.queryOptions());
  return (
    <Stack spacing={4}>
      <Typography>{W.intro}</Typography>
      <CreateOrganisationForm onCreated={() => void list.refetch()} />
      <section aria-labelledby="organisations-heading">
        <Typography id="organisations-heading" variant="h2" sx={{ fontSize: "1.5rem", mb: 2 }}>
          {W.listHeading}
        </Typography>
        {list.isPending ? <p aria-live="polite">{W.loading}</p> : null}
        {list.isError ? <Alert severity="error">{messageOf(list.error)}</Alert> : null}
        <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {list.data?.organisations.map((o) => (
            <li key={o.id}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {o.name}
                  </Typography>
                  <Chip size="small" label={W.kind[o.kind]} />
                </Stack>
                <Typography sx={{ color: "text.secondary" }}>
                  {W.activeUsers(o.activeUsers)} · {dateTimeInWords(o.createdAt)}
                </Typography>
              </Paper>
            </li>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}

/** Name and first administrator's e-mail, checked by the server's own schema; its refusal shows beside the field. */
function CreateOrganisationForm({ onCreated }: { onCreated: () => void }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.portal.createOrganisation.mutationOptions());
  const form = useForm({
    resolver: zodResolver(createOrganisationInput),
    defaultValues: { name: "", adminEmail: "" },
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      const made = await create.mutateAsync(input);
      toast(W.created(made.organisation.name, made.admin.email), "success");
      form.reset();
      onCreated();
    } catch (error) {
      showServerError(error, form.setError, "name", ["name", "adminEmail"]);
    }
  });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="create-organisation" sx={{ p: 3 }}>
      <Typography id="create-organisation" variant="h2" sx={{ fontSize: "1.35rem", mb: 2 }}>
        {W.formHeading}
      </Typography>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <FormTextField control={form.control} name="name" label={W.name} autoComplete="organization" />
        <FormTextField
          control={form.control}
          name="adminEmail"
          label={W.adminEmail}
          helperText={W.adminEmailHint}
          type="email"
          autoComplete="off"
        />
        <div>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? W.submitting : W.submit}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
