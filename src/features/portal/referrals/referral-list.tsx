"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/client";
import type { ReferralLinkRow } from "../api-types";
import { ErrorNotice } from "../notice";
import { dateTimeInWords, referralStatus, REFERRAL_WORDS as W } from "../portal-words";

/** The theme's colours whose text passes contrast on their chip (MUI's `info` blue does not). */
const CHIP_COLOUR = { used: "success", open: "primary", expired: "default" } as const;

/** The organisation's recent links as cards (a table would scroll sideways at 375 px), newest first. */
export function ReferralList({ organisationName }: { organisationName: string }) {
  const trpc = useTRPC();
  const links = useQuery(trpc.referrals.list.queryOptions());
  return (
    <section aria-labelledby="referral-list-heading">
      <Typography id="referral-list-heading" variant="h2" sx={{ fontSize: "1.5rem", mb: 2 }}>
        {W.listHeading(organisationName)}
      </Typography>
      {links.isPending ? <p aria-live="polite">{W.listLoading}</p> : null}
      {links.isError ? <ErrorNotice error={links.error} /> : null}
      {links.data?.length === 0 ? <Typography>{W.none}</Typography> : null}
      {links.data?.length ? (
        <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {links.data.map((link) => (
            <li key={link.id}>
              <ReferralCard link={link} />
            </li>
          ))}
        </Stack>
      ) : null}
    </section>
  );
}

function ReferralCard({ link }: { link: ReferralLinkRow }) {
  const status = referralStatus(link, new Date());
  const headingId = `referral-${link.id}`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", mb: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 600 }}>
          {link.name}
        </Typography>
        <Chip size="small" label={W.status[status]} color={CHIP_COLOUR[status]} />
      </Stack>
      <Stack component="dl" sx={{ m: 0, "& dt": { fontWeight: 600 }, "& dd": { m: 0, mb: 1 } }}>
        <dt>{W.email}</dt>
        <Box component="dd" sx={{ overflowWrap: "anywhere" }}>
          {link.email}
        </Box>
        <dt>{W.made}</dt>
        <dd>{dateTimeInWords(link.createdAt)}</dd>
        <dt>{W.expires}</dt>
        <dd>{dateTimeInWords(link.expiresAt)}</dd>
      </Stack>
    </Box>
  );
}
