import { databaseStatus } from "@/server/db/status";
import { publicProcedure, router } from "../trpc";

export const systemRouter = router({
  /** Database reachability and version, the read the health check and the benchmark share. */
  status: publicProcedure.query(({ ctx }) => databaseStatus(ctx.db)),
});
