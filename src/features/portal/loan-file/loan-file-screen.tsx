"use client";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/client";
import { ErrorNotice } from "../notice";
import { RequireStaffSession } from "../portal-session";
import { dateTimeInWords } from "../portal-words";
import { StepHeading } from "../step-heading";
import { ApplicationSection } from "./application-section";
import { AssignmentSection } from "./assignment-section";
import { ConditionsSection } from "./conditions-section";
import { CreditSection } from "./credit-section";
import { DecisionSection } from "./decision-section";
import { DocumentsSection } from "./documents-section";
import { KeyFigures } from "./key-figures";
import { Labelled, type LoanFileView } from "./loan-file-parts";
import { LOAN_FILE_WORDS as W } from "./loan-file-words";
import { MessagesSection } from "./messages-section";
import { NumbersSection } from "./numbers-section";
import { TimelineSection } from "./timeline-section";
import { UnderwritingSection } from "./underwriting-section";

/** /portal/applicants/<id>/loan-file (issue 22 item 1, decision 084): the whole loan on one page. */
export function LoanFileScreen({ applicationId }: { applicationId: string }) {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <RequireStaffSession>
        <LoanFile applicationId={applicationId} />
      </RequireStaffSession>
      <Typography sx={{ mt: 4 }}>
        <a href="/portal/applicants">{W.backToList}</a>
      </Typography>
    </Container>
  );
}

export function LoanFile({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  const file = useQuery(trpc.portal.loanFile.get.queryOptions({ applicationId }));
  if (file.isPending) return <p aria-live="polite">{W.loading}</p>;
  if (file.isError) return <ErrorNotice error={file.error} />;
  const view = file.data;
  return (
    <Stack spacing={4}>
      <Header view={view} />
      <KeyFigures view={view} />
      {/* Two columns from 1200 px (the lender's desk); one below, as on a tablet held upright. */}
      <Box
        sx={{
          display: "grid",
          gap: 4,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        <Stack spacing={4} sx={{ minWidth: 0 }}>
          <UnderwritingSection applicationId={view.applicant.applicationId} />
          <DecisionSection view={view} />
          <ConditionsSection view={view} />
          <ApplicationSection view={view} />
          <CreditSection view={view} />
        </Stack>
        <Stack spacing={4} sx={{ minWidth: 0 }}>
          <AssignmentSection applicationId={view.applicant.applicationId} />
          <NumbersSection view={view} />
          <DocumentsSection view={view} />
          <MessagesSection applicationId={applicationId} />
          <TimelineSection view={view} />
        </Stack>
      </Box>
    </Stack>
  );
}

function Header({ view }: { view: LoanFileView }) {
  const a = view.applicant;
  return (
    <div>
      <StepHeading>{W.title(a.name)}</StepHeading>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1, mb: 2 }}>
        <Chip label={a.stage} color="primary" />
        <Chip label={W.product[a.product]} />
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))" }}
      >
        <Labelled label={W.email} value={a.email ?? "—"} />
        <Labelled label={W.phone} value={a.phone ?? "—"} />
        <Labelled label={W.organisation} value={a.organisationName ?? W.direct} />
        <Labelled label={W.started} value={dateTimeInWords(a.startedAt)} />
        <Labelled
          label={W.completed}
          value={a.completedAt ? dateTimeInWords(a.completedAt) : W.notCompleted}
        />
      </Box>
      <Typography sx={{ mt: 2 }}>
        <a href={`/portal/applicants/${a.applicationId}`}>{W.documentsLink}</a>
      </Typography>
    </div>
  );
}
