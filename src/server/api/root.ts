import { systemRouter } from "./routers/system";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
