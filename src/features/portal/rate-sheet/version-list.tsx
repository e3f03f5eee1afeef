"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/client";
import type { RateSheetVersionRow } from "../api-types";
import { ErrorNotice } from "../notice";
import { dateTimeInWords, RATE_SHEET_WORDS as W } from "../portal-words";

/** Every version of the sheet, newest first, as cards: when, by whom, and the note. */
export function VersionList({ currentVersion }: { currentVersion: number }) {
  const trpc = useTRPC();
  const versions = useQuery(trpc.rateSheets.versions.queryOptions());
  return (
    <section aria-labelledby="versions-heading">
      <Typography id="versions-heading" variant="h2" sx={{ fontSize: "1.5rem", mb: 2 }}>
        {W.versionsHeading}
      </Typography>
      {versions.isPending ? <p aria-live="polite">{W.versionsLoading}</p> : null}
      {versions.isError ? <ErrorNotice error={versions.error} /> : null}
      {versions.data ? (
        <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {versions.data.versions.map((version) => (
            <li key={version.version}>
              <VersionCard version={version} inUse={version.version === currentVersion} />
            </li>
          ))}
        </Stack>
      ) : null}
    </section>
  );
}

function VersionCard({ version, inUse }: { version: RateSheetVersionRow; inUse: boolean }) {
  const headingId = `rate-sheet-version-${version.version}`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: inUse ? "primary.main" : "divider", borderRadius: 1, p: 2.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 600 }}>
          {W.version(version.version)}
        </Typography>
        {inUse ? <Chip size="small" color="primary" label={W.inUse} /> : null}
      </Stack>
      <Stack component="dl" sx={{ m: 0, "& dt": { fontWeight: 600 }, "& dd": { m: 0, mb: 1 } }}>
        <dt>{W.publishedAt}</dt>
        <dd>{dateTimeInWords(version.createdAt)}</dd>
        <dt>{W.by}</dt>
        <dd>{version.createdBy ?? W.byTheSite}</dd>
        <dt>{W.note}</dt>
        <Box component="dd" sx={{ overflowWrap: "anywhere" }}>
          {version.note}
        </Box>
      </Stack>
    </Box>
  );
}
