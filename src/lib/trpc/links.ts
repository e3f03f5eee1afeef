import { httpBatchLink, type TRPCLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "@/server/api/root";
import { apiHeaders } from "./api-headers";

/**
 * How the browser reaches /api/trpc: batched, queries as GET and mutations as POST, superjson on
 * the wire, and the spec's headers on every call.
 */
export function apiLinks(options: {
  url: string;
  token: (action: string) => Promise<string>;
  fetch?: typeof fetch;
}): TRPCLink<AppRouter>[] {
  return [
    httpBatchLink({
      url: options.url,
      transformer: superjson,
      // The server refuses a batch naming more (MAX_BATCH_SIZE in src/server/api/request-guard.ts).
      maxItems: 10,
      fetch: options.fetch,
      headers: ({ opList }) =>
        apiHeaders(
          opList.some((op) => op.type === "mutation"),
          options.token,
        ),
    }),
  ];
}
