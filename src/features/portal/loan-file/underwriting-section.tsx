"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/client";
import type { RouterOutputs } from "../api-types";
import { ErrorNotice } from "../notice";
import { dateTimeInWords } from "../portal-words";
import { DecideForm } from "./decide-form";
import { FileSection } from "./loan-file-parts";
import { MilestoneForm } from "./milestone-form";
import { UNDERWRITING_WORDS as W } from "./underwriting-words";

export type UnderwritingView = RouterOutputs["portal"]["underwriting"]["get"];

/**
 * The loan file's underwriting (issue 22 item 2, decisions 091 and 092): where the loan stands and
 * the form to move it, every decision newest first with who made it and why, and the form to decide.
 * The forms show only to a role that may use them.
 */
export function UnderwritingSection({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.portal.underwriting.get.queryOptions({ applicationId }));
  return (
    <FileSection id="underwriting-heading" heading={W.heading}>
      {query.isPending ? <p aria-live="polite">{W.loading}</p> : null}
      {query.isError ? <ErrorNotice error={query.error} /> : null}
      {query.data ? <Underwriting applicationId={applicationId} view={query.data} /> : null}
    </FileSection>
  );
}

function Underwriting({ applicationId, view }: { applicationId: string; view: UnderwritingView }) {
  if (!view.currentDecisionId || !view.milestone) return <Typography>{W.noDecision}</Typography>;
  return (
    <Stack spacing={3}>
      <Milestone applicationId={applicationId} view={view} milestone={view.milestone} />
      {view.declined ? <Typography sx={{ fontWeight: 600 }}>{W.declinedFinal}</Typography> : null}
      {view.may.decide && !view.declined && view.milestone !== "funded" ? (
        <DecideForm applicationId={applicationId} supersedes={view.currentDecisionId} />
      ) : null}
      <History view={view} />
    </Stack>
  );
}

function Milestone({
  applicationId,
  view,
  milestone,
}: {
  applicationId: string;
  view: UnderwritingView;
  milestone: NonNullable<UnderwritingView["milestone"]>;
}) {
  return (
    <Box component="section" aria-labelledby="milestone-heading">
      <Typography id="milestone-heading" variant="h3" sx={{ fontSize: "1.1rem", fontWeight: 600, mb: 1 }}>
        {W.milestoneHeading}
      </Typography>
      <Typography>{W.milestoneNow(W.milestone[milestone])}</Typography>
      {view.milestoneBy && view.milestoneAt ? (
        <Typography sx={{ color: "text.secondary" }}>
          {W.milestoneSince(view.milestoneBy, dateTimeInWords(view.milestoneAt))}
        </Typography>
      ) : null}
      {view.may.moveMilestones && !view.declined && milestone !== "funded" ? (
        <MilestoneForm applicationId={applicationId} from={milestone} />
      ) : null}
    </Box>
  );
}

function History({ view }: { view: UnderwritingView }) {
  return (
    <Box component="section" aria-labelledby="decision-history-heading">
      <Typography
        id="decision-history-heading"
        variant="h3"
        sx={{ fontSize: "1.1rem", fontWeight: 600, mb: 1 }}
      >
        {W.historyHeading}
      </Typography>
      <Stack component="ol" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {view.decisions.map((d) => (
          <Box component="li" key={d.id} sx={{ borderLeft: 4, borderColor: "divider", pl: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <Typography sx={{ fontWeight: 600 }}>{W.outcome[d.outcome]}</Typography>
              {d.id === view.currentDecisionId ? (
                <Chip size="small" color="primary" label={W.current} />
              ) : null}
            </Stack>
            <Typography sx={{ color: "text.secondary" }}>
              {W.by(d.decidedBy, dateTimeInWords(d.decidedAt))}
              {d.supersedes ? ` · ${W.supersedes}` : ""}
            </Typography>
            {d.reasons.length > 0 ? (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {d.reasons.map((r) => (
                  <li key={r}>{W.reason[r]}</li>
                ))}
              </Box>
            ) : null}
            {d.comment ? <Typography sx={{ whiteSpace: "pre-wrap", mt: 0.5 }}>{d.comment}</Typography> : null}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
