import { identityRouter } from "./routers/identity";
import { portalRouter } from "./routers/portal";
import { portalAuthRouter } from "./routers/portal-auth";
import { systemRouter } from "./routers/system";
import { router } from "./trpc";

export const appRouter = router({
  system: systemRouter,
  identity: identityRouter,
  portalAuth: portalAuthRouter,
  portal: portalRouter,
});

export type AppRouter = typeof appRouter;
