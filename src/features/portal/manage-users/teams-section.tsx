"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { createTeamInput } from "@/domain/portal/portal-inputs";
import { useTRPC } from "@/lib/trpc/client";
import { toast } from "@/ui/toasts";
import { TEAM_WORDS as W } from "../portal-words";
import { messageOf } from "../server-errors";

/** The organisation's teams or branches (decision 088), and a name to add one, checked by the server's schema. */
export function TeamsSection(props: {
  organisation: { id: string; name: string };
  teams: { id: string; name: string }[];
  onAdded: () => void;
}) {
  const { organisation, teams, onAdded } = props;
  const trpc = useTRPC();
  const create = useMutation(trpc.portal.createTeam.mutationOptions());
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = async () => {
    const checked = createTeamInput.safeParse({ organisationId: organisation.id, name });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    try {
      const { team } = await create.mutateAsync(checked.data);
      toast(W.added(team.name), "success");
      setName("");
      onAdded();
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  return (
    <section aria-labelledby="teams-heading">
      <Typography id="teams-heading" variant="h2" sx={{ fontSize: "1.5rem", mb: 1 }}>
        {W.heading}
      </Typography>
      <Typography sx={{ mb: 2 }}>{teams.length ? teams.map((t) => t.name).join(", ") : W.none}</Typography>
      <Stack
        component="form"
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextField
          id="team-name"
          label={W.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={problem !== null}
          helperText={problem ?? " "}
        />
        <div>
          <Button type="submit" variant="outlined" disabled={create.isPending} sx={{ mt: { sm: 1 } }}>
            {W.add}
          </Button>
        </div>
      </Stack>
    </section>
  );
}

/** A user's team as a native select that saves on change; the server's refusal is shown beneath it. */
export function TeamSelect(props: {
  user: { id: string; teamId: string | null };
  name: string;
  teams: { id: string; name: string }[];
  onChanged: () => void;
}) {
  const { user, name, teams, onChanged } = props;
  const trpc = useTRPC();
  const change = useMutation(trpc.portal.changeTeam.mutationOptions());
  return (
    <TextField
      select
      size="small"
      id={`team-of-${user.id}`}
      label={W.teamOf(name)}
      value={user.teamId ?? ""}
      disabled={change.isPending}
      error={change.isError}
      helperText={change.isError ? messageOf(change.error) : undefined}
      onChange={async (e) => {
        const saved = await change
          .mutateAsync({ staffUserId: user.id, teamId: e.target.value || null })
          .catch(() => null);
        if (saved) onChanged();
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      <option value="">{W.noTeam}</option>
      {teams.map((t) => (
        <option key={t.id} value={t.id}>
          {t.name}
        </option>
      ))}
    </TextField>
  );
}
