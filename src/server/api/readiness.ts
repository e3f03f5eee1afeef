import type { FileStorage } from "@/domain/ports/file-storage";
import type { Database } from "@/server/db/client";
import { databaseStatus } from "@/server/db/status";

/** What must be usable before a balancer sends this instance requests (issue 24). */
export const READINESS_PARTS = ["database", "migrations", "storage", "jobQueue"] as const;
export type ReadinessPart = (typeof READINESS_PARTS)[number];
export type PartState = "ok" | "failing" | "timedOut";

/** Each part's check: resolves when the part is usable, throws when it is not. */
export type ReadinessProbes = Record<ReadinessPart, () => Promise<void>>;

export interface ReadinessAnswer {
  status: 200 | 503;
  body: { status: "ready" | "unavailable"; parts: Record<ReadinessPart, PartState> };
}

/** A balancer asks every few seconds; a part that has not answered in this time is not usable. */
export const PROBE_TIMEOUT_MS = 3_000;

async function stateOf(probe: () => Promise<void>, timeoutMs: number): Promise<PartState> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<PartState>((resolve) => {
    timer = setTimeout(() => resolve("timedOut"), timeoutMs);
  });
  try {
    return await Promise.race([probe().then((): PartState => "ok"), timedOut]);
  } catch {
    // The error is not answered: it may name a host, a bucket or a query.
    return "failing";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/ready`: 200 when every part is usable, 503 otherwise, naming each part and its state only
 * (no error text, no settings, no personal data). `/api/health` stays the liveness check.
 */
export async function readinessAnswer(
  probes: ReadinessProbes,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ReadinessAnswer> {
  const states = await Promise.all(READINESS_PARTS.map((part) => stateOf(probes[part], timeoutMs)));
  const parts = Object.fromEntries(READINESS_PARTS.map((part, i) => [part, states[i]])) as Record<
    ReadinessPart,
    PartState
  >;
  const ready = states.every((state) => state === "ok");
  return { status: ready ? 200 : 503, body: { status: ready ? "ready" : "unavailable", parts } };
}

/** The key the storage check writes and reads back, replaced each time (never accumulating). */
export const READINESS_STORAGE_KEY = "readiness-probe";
const PROBE_BODY = "ready";

export interface ReadinessDependencies {
  database: () => Promise<Database>;
  /** How many migrations this build holds: all of them must be applied (a newer instance's more). */
  committedMigrations: number;
  storage: () => FileStorage;
  /** Resolves when the job queue this process sends to is started and answers. */
  jobQueue: () => Promise<void>;
}

/** The four checks on the process's own database, file store and job queue. */
export function readinessProbes(deps: ReadinessDependencies): ReadinessProbes {
  const status = async () => {
    const answer = await databaseStatus(await deps.database());
    if (!answer.reachable) throw new Error("The database does not answer");
    return answer;
  };
  return {
    database: async () => {
      await status();
    },
    migrations: async () => {
      const { migrations = 0 } = await status();
      if (migrations < deps.committedMigrations) throw new Error("Migrations are not all applied");
    },
    storage: async () => {
      const storage = deps.storage();
      const body = new TextEncoder().encode(PROBE_BODY);
      await storage.put(READINESS_STORAGE_KEY, body, { contentType: "text/plain", byteSize: body.length });
      const stored = await storage.get(READINESS_STORAGE_KEY);
      if (!stored) throw new Error("The file store lost what it was given");
      let text = "";
      for await (const chunk of stored.body) text += new TextDecoder().decode(chunk, { stream: true });
      if (text !== PROBE_BODY) throw new Error("The file store gave back another body");
    },
    jobQueue: deps.jobQueue,
  };
}
