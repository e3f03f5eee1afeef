import { initTRPC } from "@trpc/server";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { answerQueries } from "./answer-queries";

const t = initTRPC.create({ transformer: superjson });

describe("queries answered without the fetch adapter (decision 052)", () => {
  it("hand each procedure of a batch the request's abort signal, as tRPC's adapter does", async () => {
    const seen: (AbortSignal | undefined)[] = [];
    const router = t.router({
      first: t.procedure.query(({ signal }) => {
        seen.push(signal);
        return 1;
      }),
      second: t.procedure.query(({ signal }) => {
        seen.push(signal);
        return 2;
      }),
    });
    const caller = new AbortController();
    const answer = await answerQueries({
      router,
      path: "first,second",
      searchParams: new URLSearchParams({ batch: "1" }),
      createContext: () => ({}),
      signal: caller.signal,
      onError: () => {},
    });
    expect(answer?.status).toBe(200);
    expect(seen).toEqual([caller.signal, caller.signal]);
  });
});
