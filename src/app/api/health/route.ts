import { processDatabase } from "@/server/db";
import { databaseStatus } from "@/server/db/status";

export const dynamic = "force-dynamic";

/** Load-balancer and operator check: 200 when the database answers, 503 when it does not. */
export async function GET(): Promise<Response> {
  const database = await databaseStatus(await processDatabase());
  return Response.json(
    { status: database.reachable ? "ok" : "unavailable", database },
    { status: database.reachable ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
