import { createTRPCClient, httpLink } from "@trpc/client";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicProcedure, refuseField, router, UNEXPECTED_ERROR_MESSAGE } from "@/server/api/trpc";
import type { Connection } from "@/server/db/client";
import { createLogger } from "@/server/log";
import { freshDatabase } from "./support/test-database";

// A router built from the project's own tRPC instance, to check what that instance promises.
const probeRouter = router({
  explode: publicProcedure.query(() => {
    throw new Error('relation "secret_table" does not exist at /srv/app/x.ts:12');
  }),
  refuseZip: publicProcedure.mutation(() => {
    throw refuseField("zip", "We don’t recognise this ZIP code. Check it");
  }),
});

let connection: Connection;
beforeAll(async () => {
  connection = await freshDatabase();
});
afterAll(() => connection.close());

function client() {
  return createTRPCClient<typeof probeRouter>({
    links: [
      httpLink({
        url: "http://localhost/api/trpc",
        transformer: superjson,
        fetch: async (input, init) =>
          fetchRequestHandler({
            endpoint: "/api/trpc",
            req: new Request(input, init),
            router: probeRouter,
            createContext: () => ({
              db: connection.db,
              requestId: "req-42",
              log: createLogger(),
              auditActor: "anonymous",
              address: "127.0.0.1",
              userAgent: "",
              sessionOf: async () => null,
              auth: () => Promise.reject(new Error("no procedure here signs anyone in")),
              prequal: () => Promise.reject(new Error("no procedure here prequalifies anyone")),
              documents: () => Promise.reject(new Error("no procedure here files a document")),
              cookie: () => undefined,
              setCookie: () => undefined,
            }),
          }),
      }),
    ],
  });
}

describe("the API's error shape", () => {
  it("answers an unexpected failure with a plain sentence and the request id, not the internals", async () => {
    const error = await client()
      .explode.query()
      .catch((e: unknown) => e as { message: string; data: Record<string, unknown> });
    expect(error.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(error.data).toMatchObject({ code: "INTERNAL_SERVER_ERROR", requestId: "req-42" });
    expect(JSON.stringify(error)).not.toMatch(/secret_table|\/srv\/app/);
  });

  it("puts a service's refusal of one field beside that field (refuseField)", async () => {
    const error = await client()
      .refuseZip.mutate()
      .catch((e: unknown) => e as { data: Record<string, unknown> });
    expect(error.data).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { zip: ["We don’t recognise this ZIP code. Check it"] },
    });
  });
});
