import { TRPCError } from "@trpc/server";
import {
  type AnyRouter,
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
} from "@trpc/server/unstable-core-do-not-import";

/** A procedure as tRPC's router keeps it: called with its path, its input (read when it asks) and the context. */
type Procedure = ((opts: {
  path: string;
  type: "query";
  ctx: unknown;
  getRawInput: () => Promise<unknown>;
  signal: AbortSignal | undefined;
  batchIndex: number;
}) => Promise<unknown>) & { _def: { type: string } };

type Envelope = Parameters<typeof transformTRPCResponse>[1];

export interface QueriesAnswer {
  status: number;
  /** tRPC's envelope as JSON text: one item, or one per call of a batch. */
  body: string;
}

/** The calls' inputs by batch index, as the link sends them (`input={"0":…,"1":…}` for a batch). */
function readInputs(router: AnyRouter, given: string | null, isBatch: boolean, count: number): unknown[] {
  const inputs: unknown[] = new Array(count).fill(undefined);
  if (!given) return inputs;
  const parsed: unknown = JSON.parse(given);
  const deserialize = (value: unknown) => router._def._config.transformer.input.deserialize(value);
  if (!isBatch) {
    inputs[0] = deserialize(parsed);
    return inputs;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: '"input" needs to be an object when doing a batch call',
    });
  }
  for (let index = 0; index < count; index += 1) {
    const value = (parsed as Record<string, unknown>)[index];
    if (value !== undefined) inputs[index] = deserialize(value);
  }
  return inputs;
}

function decodedPaths(path: string, isBatch: boolean): string[] | null {
  try {
    const decoded = decodeURIComponent(path);
    return isBatch ? decoded.split(",") : [decoded];
  } catch {
    return null;
  }
}

/**
 * The typed API's GET calls (queries, alone or batched as the browser's link sends them) answered
 * without tRPC's fetch adapter, which builds a Request, a Response, abort signals and streams for
 * every call (decision 052). The protocol is tRPC's, from its own pieces (error shapes, the status
 * of a batch, the transformer), and a test holds each answer to the adapter's. Null for a call it
 * leaves to the adapter: a path that is not valid URL-encoding.
 */
export async function answerQueries<Ctx>(options: {
  router: AnyRouter;
  /** What follows `/api/trpc/` in the address, still URL-encoded. */
  path: string;
  searchParams: URLSearchParams;
  createContext: () => Ctx;
  /** Aborted when the caller goes away (the host closes it with the response): procedures may stop early, as under tRPC's adapter. */
  signal?: AbortSignal;
  onError: (failure: { error: TRPCError; path: string; type: string }) => void;
}): Promise<QueriesAnswer | null> {
  const { router, searchParams } = options;
  const config = router._def._config;
  const isBatch = searchParams.get("batch") === "1";
  const paths = decodedPaths(options.path, isBatch);
  if (!paths) return null;
  const procedures = router._def.procedures as Record<string, Procedure | undefined>;
  const ctx = options.createContext();

  // Read when a procedure asks for its input, as tRPC does: a query without input ignores a bad one.
  // A malformed input is the caller's mistake (BAD_REQUEST), as tRPC says.
  let inputs: unknown[] | undefined;
  const inputOf = (index: number) => {
    try {
      inputs ??= readInputs(router, searchParams.get("input"), isBatch, paths.length);
    } catch (cause) {
      if (cause instanceof TRPCError) throw cause;
      const message = cause instanceof Error ? cause.message : "Invalid input";
      throw new TRPCError({ code: "BAD_REQUEST", message, cause });
    }
    return inputs[index];
  };

  const envelopes = await Promise.all(
    paths.map(async (path, batchIndex): Promise<Envelope> => {
      const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
      const type = procedure?._def.type ?? "unknown";
      try {
        if (!procedure)
          throw new TRPCError({ code: "NOT_FOUND", message: `No procedure found on path "${path}"` });
        if (type !== "query") {
          throw new TRPCError({
            code: "METHOD_NOT_SUPPORTED",
            message: `Unsupported GET-request to ${type} procedure at path "${path}"`,
          });
        }
        const getRawInput = async () => inputOf(batchIndex);
        const data = await procedure({
          path,
          type: "query",
          ctx,
          getRawInput,
          signal: options.signal,
          batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError({ error, path, type });
        const input = inputs?.[batchIndex];
        return {
          error: getErrorShape({ config, ctx, error, input, path, type: type as "query" }),
        } as Envelope;
      }
    }),
  );
  const answered = isBatch ? envelopes : (envelopes[0] as Envelope);
  return {
    status: getHTTPStatusCode(answered as never),
    body: JSON.stringify(transformTRPCResponse(config, answered as never)),
  };
}
