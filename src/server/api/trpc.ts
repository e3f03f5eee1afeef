import { initTRPC } from "@trpc/server";
import superjson from "superjson";
import { z } from "zod";
import type { Context } from "./context";

export const UNEXPECTED_ERROR_MESSAGE =
  "Something went wrong on our side and nothing was changed. Please try again in a moment.";

/** Field errors a form can show beside its inputs: { "address.zip": ["Enter a 5-digit ZIP code"] }. */
function fieldErrorsOf(cause: unknown): Record<string, string[]> | null {
  if (!(cause instanceof z.ZodError)) return null;
  const fields: Record<string, string[]> = {};
  for (const issue of cause.issues) {
    const key = issue.path.map(String).join(".") || "form";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Internals (stack traces, driver messages) never reach the caller; the request id lets support
  // find the logged error.
  errorFormatter({ shape, error, ctx }) {
    const fieldErrors = fieldErrorsOf(error.cause);
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      message: internal
        ? UNEXPECTED_ERROR_MESSAGE
        : fieldErrors
          ? "Some answers need another look."
          : shape.message,
      data: { ...data, fieldErrors, requestId: ctx?.requestId ?? null },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;
