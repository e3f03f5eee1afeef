"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/lib/trpc/client";
import { toast } from "@/ui/toasts";
import type { RateSheetVersionRow } from "../api-types";
import { ErrorNotice } from "../notice";
import { dateTimeInWords, RATE_SHEET_WORDS as W } from "../portal-words";

/**
 * Every version of the sheet, newest first, as cards: its status, who proposed it and when, who
 * approved or rejected it (and why), when it took effect, and its note. An approved version not in
 * force can be made current again: a copy proposed for a second administrator (decision 107).
 */
export function VersionList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const versions = useQuery(trpc.rateSheets.versions.queryOptions());
  const rollback = useMutation(trpc.rateSheets.rollback.mutationOptions());
  const [failure, setFailure] = useState<unknown>(null);

  const rollBackTo = async (version: number) => {
    setFailure(null);
    try {
      const copy = await rollback.mutateAsync({ version });
      toast(W.rollbackProposed(version, copy.version), "success");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.rateSheets.current.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.rateSheets.versions.queryKey() }),
      ]);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <section aria-labelledby="versions-heading">
      <Typography id="versions-heading" variant="h2" sx={{ fontSize: "1.5rem", mb: 2 }}>
        {W.versionsHeading}
      </Typography>
      {versions.isPending ? <p aria-live="polite">{W.versionsLoading}</p> : null}
      {versions.isError ? <ErrorNotice error={versions.error} /> : null}
      {failure ? <ErrorNotice error={failure} /> : null}
      {versions.data ? (
        <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {versions.data.versions.map((version) => (
            <li key={version.version}>
              <VersionCard
                version={version}
                inForce={version.version === versions.data.inForceVersion}
                onRollBack={rollback.isPending ? undefined : () => rollBackTo(version.version)}
              />
            </li>
          ))}
        </Stack>
      ) : null}
    </section>
  );
}

function VersionCard({
  version,
  inForce,
  onRollBack,
}: {
  version: RateSheetVersionRow;
  inForce: boolean;
  onRollBack?: () => void;
}) {
  const headingId = `rate-sheet-version-${version.version}`;
  const approved = version.status === "approved";
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: inForce ? "primary.main" : "divider", borderRadius: 1, p: 2.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 600 }}>
          {W.version(version.version)}
        </Typography>
        {inForce ? (
          <Chip size="small" color="primary" label={W.inUse} />
        ) : (
          <Chip size="small" variant="outlined" label={W.statusWords[version.status]} />
        )}
      </Stack>
      <Stack component="dl" sx={{ m: 0, "& dt": { fontWeight: 600 }, "& dd": { m: 0, mb: 1 } }}>
        <dt>{W.publishedAt}</dt>
        <dd>
          {dateTimeInWords(version.createdAt)}, {version.createdBy ?? W.byTheSite}
        </dd>
        {version.decidedBy && version.decidedAt && version.status !== "withdrawn" ? (
          <>
            <dt>{W.decidedBy}</dt>
            <dd>
              {version.decidedBy}, {dateTimeInWords(version.decidedAt)}
            </dd>
          </>
        ) : null}
        {approved ? (
          <>
            <dt>{W.takesEffect}</dt>
            <dd>{version.createdBy ? dateTimeInWords(version.effectiveAt) : W.byTheSite}</dd>
          </>
        ) : null}
        {version.rejectionReason ? (
          <>
            <dt>{W.reason}</dt>
            <Box component="dd" sx={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
              {version.rejectionReason}
            </Box>
          </>
        ) : null}
        <dt>{W.note}</dt>
        <Box component="dd" sx={{ overflowWrap: "anywhere" }}>
          {version.note}
        </Box>
      </Stack>
      {approved && !inForce ? (
        <Button variant="outlined" size="small" onClick={onRollBack} disabled={!onRollBack}>
          {W.rollback(version.version)}
        </Button>
      ) : null}
    </Box>
  );
}
