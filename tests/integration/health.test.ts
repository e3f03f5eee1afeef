import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthAnswer } from "@/server/api/health";
import { recordAudit } from "@/server/audit/record-audit";
import type { Connection } from "@/server/db/client";
import { auditEvents } from "@/server/db/schema";
import { databaseStatus } from "@/server/db/status";
import { committedMigrations } from "./support/committed-migrations";
import { freshDatabase } from "./support/test-database";

let connection: Connection;
beforeAll(async () => {
  connection = await freshDatabase();
});
afterAll(() => connection.close());

describe("health check", () => {
  it("reports the database reachable, its engine and the applied migrations", async () => {
    const answer = healthAnswer(await databaseStatus(connection.db));
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body).toMatchObject({
      status: "ok",
      database: { reachable: true, migrations: committedMigrations() },
    });
    expect(body.database.engine).toMatch(/^PostgreSQL \d+/);
  });

  it("answers 503 when the database does not answer", () => {
    expect(healthAnswer({ reachable: false })).toEqual({
      status: 503,
      body: { status: "unavailable", database: { reachable: false } },
    });
  });
});

describe("audit trail", () => {
  it("records who did what and when", async () => {
    await recordAudit(connection.db, { actor: "system", action: "server.started", details: { pid: 1 } });
    const [row] = await connection.db.select().from(auditEvents);
    expect(row).toMatchObject({
      actor: "system",
      action: "server.started",
      details: { pid: 1 },
      address: null,
    });
    expect(row?.occurredAt).toBeInstanceOf(Date);
  });
});
