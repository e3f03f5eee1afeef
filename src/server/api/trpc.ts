import { initTRPC, type TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z } from "zod";
import type { Context } from "./context";
import { PLAIN_MESSAGES } from "./plain-messages";

export const UNEXPECTED_ERROR_MESSAGE = PLAIN_MESSAGES.INTERNAL_SERVER_ERROR;

/** Codes whose own message is internal (a parser's, a router's): people read ours instead. */
const REPLACED = ["INTERNAL_SERVER_ERROR", "PARSE_ERROR", "METHOD_NOT_SUPPORTED", "NOT_FOUND"] as const;

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

/** The sentence the caller reads for an error. */
function plainMessage(error: TRPCError, fieldErrors: Record<string, string[]> | null): string {
  if (fieldErrors) return PLAIN_MESSAGES.FIELDS;
  // An unreadable body comes as BAD_REQUEST caused by the JSON parser.
  if (error.cause instanceof SyntaxError) return PLAIN_MESSAGES.PARSE_ERROR;
  const code = REPLACED.find((c) => c === error.code);
  return code ? PLAIN_MESSAGES[code] : error.message;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Internals (stack traces, driver messages) never reach the caller; the request id lets support
  // find the logged error.
  errorFormatter({ shape, error, ctx }) {
    const fieldErrors = fieldErrorsOf(error.cause);
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      message: plainMessage(error, fieldErrors),
      data: { ...data, fieldErrors, requestId: ctx?.requestId ?? null },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;
