import type { DatabaseStatus } from "@/server/db/status";

export interface HealthAnswer {
  status: 200 | 503;
  body: { status: "ok" | "unavailable"; database: DatabaseStatus };
}

/** Load-balancer and operator check: 200 when the database answers, 503 when it does not. */
export function healthAnswer(database: DatabaseStatus): HealthAnswer {
  return database.reachable
    ? { status: 200, body: { status: "ok", database } }
    : { status: 503, body: { status: "unavailable", database } };
}
