import { z } from "zod";
import { databaseStatus } from "@/server/db/status";
import { publicProcedure, refuse, router } from "../trpc";

/** A route pattern (/application/[id]/documents): lower-case segments, nothing after them. */
const ROUTE_PATTERN = /^\/[a-z0-9\-/[\]]*$/;

/**
 * A browser-side failure worth an operator's attention (spec §8 names CLIENT_FETCH_ERROR). Only a
 * code and a route: free text could carry what a person typed, which logs must never hold.
 */
const clientEventInput = z.object({
  level: z.enum(["warn", "error"]),
  code: z.string().regex(/^[A-Z][A-Z0-9_]{2,39}$/, "Use an upper-case code such as CLIENT_FETCH_ERROR"),
  // A query, #fragment or ;parameters can carry what a person typed: refused, not trimmed.
  path: z
    .string()
    .max(200, "Give the page path in at most 200 characters")
    .superRefine((path, ctx) => {
      if (!path.startsWith("/"))
        ctx.addIssue({ code: "custom", message: "Give the page path, starting with /" });
      else if (!ROUTE_PATTERN.test(path))
        ctx.addIssue({
          code: "custom",
          message: "Give the page's route only (lower-case letters, digits, - and /), without ?, # or ;",
        });
    }),
});

export const systemRouter = router({
  /** Database reachability and version: the read the health check and the benchmark share. */
  status: publicProcedure.query(({ ctx }) => databaseStatus(ctx.db)),

  reportClientEvent: publicProcedure.input(clientEventInput).mutation(async ({ ctx, input }) => {
    // Anyone may report, so a flood from one address is cut off before it reaches the log.
    const allowed = await (await ctx.auth()).accounts.rateLimits.clientEventAllowed(ctx.address);
    if (!allowed.ok) throw refuse("TOO_MANY_REQUESTS", allowed.message);
    ctx.log[input.level]({ event: input.code, path: input.path }, "client event");
    return { recorded: true as const };
  }),
});
