import { applicationRouter } from "./routers/application";
import { disclosuresRouter, esignRouter } from "./routers/disclosures";
import { identityRouter } from "./routers/identity";
import { portalRouter } from "./routers/portal";
import { portalAuthRouter } from "./routers/portal-auth";
import { prequalRouter } from "./routers/prequal";
import { quoteRouter } from "./routers/quote";
import { rateSheetsRouter } from "./routers/rate-sheets";
import { referralsRouter } from "./routers/referrals";
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
  esign: esignRouter,
  disclosures: disclosuresRouter,
  referrals: referralsRouter,
  rateSheets: rateSheetsRouter,
});

export type AppRouter = typeof appRouter;
