import { z } from "zod";
import { databaseStatus } from "@/server/db/status";
import { publicProcedure, router } from "../trpc";

/**
 * A browser-side failure worth an operator's attention (spec §8 names CLIENT_FETCH_ERROR). Only a
 * code and a path: free text could carry what a person typed, which logs must never hold.
 */
export const clientEventInput = z.object({
  level: z.enum(["warn", "error"]),
  code: z.string().regex(/^[A-Z][A-Z0-9_]{2,39}$/, "Use an upper-case code such as CLIENT_FETCH_ERROR"),
  path: z.string().startsWith("/", "Give the page path, starting with /").max(200),
});

export const systemRouter = router({
  /** Database reachability and version: the read the health check and the benchmark share. */
  status: publicProcedure.query(({ ctx }) => databaseStatus(ctx.db)),

  reportClientEvent: publicProcedure.input(clientEventInput).mutation(({ ctx, input }) => {
    ctx.log[input.level]({ event: input.code, path: input.path.split("?")[0] }, "client event");
    return { recorded: true as const };
  }),
});
