import { applicationRouter } from "./routers/application";
import { bankStatementsRouter } from "./routers/bank-statements";
import { coborrowerRouter, coborrowerSigningRouter } from "./routers/coborrower";
import { conditionsRouter } from "./routers/conditions";
import { disbursementRouter } from "./routers/disbursement";
import { disclosuresRouter, esignRouter } from "./routers/disclosures";
import { documentsRouter } from "./routers/documents";
import { identityRouter } from "./routers/identity";
import { identityVerificationRouter } from "./routers/identity-verification";
import { insuranceRouter } from "./routers/insurance";
import { messagesRouter } from "./routers/messages";
import { portalRouter } from "./routers/portal";
import { portalAuthRouter } from "./routers/portal-auth";
import { prequalRouter } from "./routers/prequal";
import { quoteRouter } from "./routers/quote";
import { rateSheetsRouter } from "./routers/rate-sheets";
import { referralsRouter } from "./routers/referrals";
import { submissionRouter } from "./routers/submission";
import { systemRouter } from "./routers/system";
import { router } from "./trpc";

export const appRouter = router({
  system: systemRouter,
  identity: identityRouter,
  portalAuth: portalAuthRouter,
  portal: portalRouter,
  prequal: prequalRouter,
  quote: quoteRouter,
  application: applicationRouter,
  documents: documentsRouter,
  conditions: conditionsRouter,
  bankStatements: bankStatementsRouter,
  esign: esignRouter,
  disclosures: disclosuresRouter,
  identityVerification: identityVerificationRouter,
  coborrower: coborrowerRouter,
  coborrowerSigning: coborrowerSigningRouter,
  insurance: insuranceRouter,
  disbursement: disbursementRouter,
  submission: submissionRouter,
  referrals: referralsRouter,
  messages: messagesRouter,
  rateSheets: rateSheetsRouter,
});

export type AppRouter = typeof appRouter;
