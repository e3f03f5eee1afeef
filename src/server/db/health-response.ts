import type { Database } from "./client";
import { databaseStatus } from "./status";

/** Load-balancer and operator check: 200 when the database answers, 503 when it does not. */
export async function healthResponse(db: Database): Promise<Response> {
  const database = await databaseStatus(db);
  return Response.json(
    { status: database.reachable ? "ok" : "unavailable", database },
    { status: database.reachable ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
