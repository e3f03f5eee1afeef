"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/client";
import type { RouterOutputs } from "../api-types";
import { ConfirmDialog } from "../manage-users/confirm-dialog";
import { ErrorNotice, Notice } from "../notice";
import { RequireStaffSession } from "../portal-session";
import { dateTimeInWords } from "../portal-words";
import { StepHeading } from "../step-heading";
import { ConditionsSection } from "./conditions-section";
import { LoanDeliverySection } from "./loan-delivery-section";
import { APPLICANT_WORDS as W } from "./pipeline-words";
import { RequestForm } from "./request-form";
import { type ApplicantActions, useApplicantActions } from "./use-applicant-actions";

type View = RouterOutputs["portal"]["applicantDocuments"]["get"];
type Line = NonNullable<View["checklist"]>["groups"][number]["lines"][number];

/**
 * /portal/applicants/<id> (decision 040): one applicant's checklist, files and conditions, and
 * their delivery to the lending system (decision 083).
 */
export function ApplicantDocumentsScreen({ applicationId }: { applicationId: string }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <RequireStaffSession>
        <Stack spacing={4}>
          <ApplicantDocuments applicationId={applicationId} />
          <LoanDeliverySection applicationId={applicationId} />
        </Stack>
      </RequireStaffSession>
      <Typography sx={{ mt: 4 }}>
        <a href="/portal/applicants">{W.backToList}</a>
      </Typography>
    </Container>
  );
}

export function ApplicantDocuments({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  const view = useQuery(trpc.portal.applicantDocuments.get.queryOptions({ applicationId }));
  const actions = useApplicantActions(applicationId);
  if (view.isPending) return <p aria-live="polite">{W.loading}</p>;
  if (view.isError) return <ErrorNotice error={view.error} />;
  const { applicant, checklist, may } = view.data;
  return (
    <Stack spacing={4}>
      <div>
        <StepHeading>{applicant.name}</StepHeading>
        <Typography>
          {[applicant.email, applicant.statusLabel, applicant.organisationName].filter(Boolean).join(" · ")}
        </Typography>
        <a href={`/portal/applicants/${applicationId}/loan-file`}>{W.loanFileLink}</a>
      </div>
      {!may.manageDocuments && !may.manageConditions ? <Notice>{W.readOnly}</Notice> : null}
      {actions.error ? <ErrorNotice error={actions.error} /> : null}
      <section aria-labelledby="checklist-heading">
        <Typography id="checklist-heading" variant="h2" sx={{ fontSize: "1.5rem", mb: 2 }}>
          {W.checklistHeading}
        </Typography>
        {checklist ? (
          <>
            <Typography sx={{ mb: 2 }}>
              {W.progress(checklist.progress.uploaded, checklist.progress.required)}
            </Typography>
            {checklist.groups.map((g) => (
              <Box key={`${g.owner}-${g.propertyId ?? ""}`} sx={{ mb: 3 }}>
                <Typography variant="h3" sx={{ fontSize: "1.2rem", fontWeight: 600, mb: 1 }}>
                  {g.heading ?? W.owner[g.owner]}
                </Typography>
                <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
                  {g.lines.map((line) => (
                    <li key={line.type}>
                      <LineCard
                        line={line}
                        applicationId={applicationId}
                        propertyId={g.propertyId}
                        canManage={may.manageDocuments}
                        actions={actions}
                      />
                    </li>
                  ))}
                </Stack>
              </Box>
            ))}
          </>
        ) : (
          <Typography>{W.noChecklist}</Typography>
        )}
      </section>
      {may.manageDocuments ? <RequestForm view={view.data} actions={actions} /> : null}
      <ConditionsSection view={view.data} actions={actions} />
      <ConfirmDialog
        confirmation={actions.confirmation}
        busy={actions.busy}
        onClose={() => actions.ask(null)}
      />
    </Stack>
  );
}

function LineCard(props: {
  line: Line;
  applicationId: string;
  propertyId: string | null;
  canManage: boolean;
  actions: ApplicantActions;
}) {
  const { line, applicationId, propertyId, canManage, actions } = props;
  const waive = () =>
    actions.ask({
      title: W.waiveTitle(line.label),
      body: W.waiveBody,
      confirm: W.waive,
      run: () =>
        actions.mutations.waive.mutateAsync({
          applicationId,
          documentType: line.type,
          ...(propertyId ? { propertyId } : { borrower: line.borrower ?? "main" }),
        }),
    });
  return (
    <Box component="article" sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography sx={{ fontWeight: 600 }}>{line.label}</Typography>
        {line.skipped ? <Chip size="small" label={W.notNeeded} /> : null}
        {!line.required && !line.skipped ? <Chip size="small" label={W.notRequired} /> : null}
        <Typography>{W.lineCount(line.uploaded, line.count)}</Typography>
      </Stack>
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, my: 1 }}>
        {line.files.map((file) => (
          <Stack component="li" key={file.id} direction={{ xs: "column", sm: "row" }} spacing={1}>
            {file.status === "ready" ? (
              <a href={`/api/portal-documents/${file.id}/file`} aria-label={W.download(file.displayName)}>
                {file.displayName}
              </a>
            ) : (
              <span>
                {file.displayName} ({W.processing})
              </span>
            )}
            {file.reviewedAt ? (
              <Typography>{W.reviewed(dateTimeInWords(file.reviewedAt))}</Typography>
            ) : canManage ? (
              <Button
                size="small"
                onClick={() =>
                  actions.ask({
                    title: W.reviewTitle(file.displayName),
                    body: W.reviewBody,
                    confirm: W.markReviewed,
                    run: () =>
                      actions.mutations.markReviewed.mutateAsync({ applicationId, documentId: file.id }),
                  })
                }
              >
                {W.markReviewed}
              </Button>
            ) : null}
          </Stack>
        ))}
      </Stack>
      {canManage && line.required && !line.skipped ? (
        <Button size="small" variant="outlined" onClick={waive}>
          {W.waive} {line.label}
        </Button>
      ) : null}
    </Box>
  );
}
