import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z } from "zod";
import type { Context } from "./context";
import { isPlainMessage, PLAIN_MESSAGES, type PlainMessage } from "./plain-messages";

export const UNEXPECTED_ERROR_MESSAGE = PLAIN_MESSAGES.INTERNAL_SERVER_ERROR;

/**
 * The sentence for each code when the error's own message is not one of ours: a parser's
 * (`__proto__ is not allowed…`), a library's (superjson's "unknown class … check https://…"), the
 * engine's (`Maximum call stack size exceeded`) or tRPC's (`Cannot mix procedure types`).
 */
const SENTENCE_FOR_CODE: Partial<Record<TRPCError["code"], PlainMessage>> = {
  PARSE_ERROR: PLAIN_MESSAGES.PARSE_ERROR,
  BAD_REQUEST: PLAIN_MESSAGES.PARSE_ERROR,
  METHOD_NOT_SUPPORTED: PLAIN_MESSAGES.METHOD_NOT_SUPPORTED,
  NOT_FOUND: PLAIN_MESSAGES.NOT_FOUND,
  UNSUPPORTED_MEDIA_TYPE: PLAIN_MESSAGES.NOT_JSON,
  SERVICE_UNAVAILABLE: PLAIN_MESSAGES.UNAVAILABLE,
};

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

/**
 * A refusal a service wrote for people ("That code has expired. Ask for a new one."): the one kind
 * of message besides PLAIN_MESSAGES that reaches the caller as it is.
 */
class MessageForPeople extends Error {
  override name = "MessageForPeople";
}

/**
 * Refuses one field of a form with a sentence shown beside that field (`data.fieldErrors`). The
 * cause is zod 4's ZodRealError (what `parse` throws): a plain `new ZodError` is not an Error, so
 * TRPCError would wrap it in an UnknownCauseError and the field's sentence would be lost.
 */
export function refuseField(field: string, message: string): TRPCError {
  return new TRPCError({
    code: "BAD_REQUEST",
    message,
    cause: new z.ZodRealError([{ code: "custom", path: [field], message, input: undefined }]),
  });
}

/** Refuses a call with a sentence written for the person making it. */
export function refuse(code: TRPCError["code"], message: string): TRPCError {
  return new TRPCError({ code, message, cause: new MessageForPeople(message) });
}

/**
 * Refuses several fields at once, each with its sentences (`data.fieldErrors`), e.g. the places of
 * a rate sheet that are wrong: { "heloc.tiers.0.margins": ["Give one value for each of the 4 bands"] }.
 */
export function refuseFields(fields: readonly { field: string; message: string }[]): TRPCError {
  return new TRPCError({
    code: "BAD_REQUEST",
    message: PLAIN_MESSAGES.FIELDS,
    cause: new z.ZodRealError(
      fields.map(({ field, message }) => ({ code: "custom", path: [field], message, input: undefined })),
    ),
  });
}

/** The sentence the caller reads for an error: ours, or the one for its code, never the cause's. */
function plainMessage(error: TRPCError, fieldErrors: Record<string, string[]> | null): string {
  if (fieldErrors) return PLAIN_MESSAGES.FIELDS;
  if (error.cause instanceof MessageForPeople) return error.cause.message;
  if (error.code !== "INTERNAL_SERVER_ERROR" && isPlainMessage(error.message)) return error.message;
  return SENTENCE_FOR_CODE[error.code] ?? PLAIN_MESSAGES.INTERNAL_SERVER_ERROR;
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
export const publicProcedure = t.procedure;
export const middleware = t.middleware;
