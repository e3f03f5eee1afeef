"use client";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { holds } from "@/domain/portal/portal-roles";
import { ErrorNotice, Notice } from "../notice";
import { usePortalHome } from "../portal-home-query";
import { RequireStaffSession } from "../portal-session";
import { REFERRAL_WORDS as W } from "../portal-words";
import { StepHeading } from "../step-heading";
import { ReferralForm } from "./referral-form";
import { ReferralList } from "./referral-list";

/**
 * /portal/referrals (decision 026): a partner's admins and loan officers make a one-use link for a
 * person they send, prefilled with what they know; everyone of the organisation sees its recent links.
 */
export function ReferralsScreen() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <StepHeading>{W.title}</StepHeading>
      <RequireStaffSession>
        <ReferralsForRole />
      </RequireStaffSession>
      <Typography sx={{ mt: 4 }}>
        <a href="/portal">{W.back}</a>
      </Typography>
    </Container>
  );
}

function ReferralsForRole() {
  const home = usePortalHome();
  if (home.isPending) return <p aria-live="polite">{W.loading}</p>;
  if (home.isError) return <ErrorNotice error={home.error} />;
  const { user, organisation } = home.data;
  return (
    <Stack spacing={4}>
      <Typography>{W.intro}</Typography>
      {holds(user, "makeReferralLinks") ? <ReferralForm /> : <Notice>{W.viewerOnly}</Notice>}
      <ReferralList organisationName={organisation.name} />
    </Stack>
  );
}
