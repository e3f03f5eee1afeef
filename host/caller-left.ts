import type { ServerResponse } from "node:http";

/**
 * A signal aborted when the response closes before it was sent in full: the caller went away, so
 * the procedures answering it may stop (tRPC's adapter gives them the Request's signal the same way).
 */
export function abortedWhenCallerLeaves(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished)
      controller.abort(new Error("The caller closed the connection before its answer"));
  });
  return controller.signal;
}
