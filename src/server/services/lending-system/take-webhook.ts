import { and, eq } from "drizzle-orm";
import { LENDING_SYSTEMS, type LendingSystem } from "@/domain/enums/lending-systems";
import type { LoanSystems } from "@/integrations/lending-system";
import { type LosEvent, signatureHolds } from "@/integrations/lending-system/webhook-event";
import type { Database } from "@/server/db/client";
import { loanDeliveries, losWebhookEvents } from "@/server/db/schema";
import type { JobQueue } from "@/server/jobs/job-queue";

export type WebhookDependencies = {
  db: Database;
  loanSystems: LoanSystems;
  jobs: JobQueue;
  now: () => Date;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
};

export type WebhookAnswer = { status: 202 | 400 | 401 | 404 | 409; message: string };

/** An event older than this, or this far ahead of our clock, is refused as a replay. */
const FRESH_MS = 24 * 60 * 60_000;
const AHEAD_MS = 5 * 60_000;

type Outcome = "taken" | "replay" | "stale" | "unknownLoan";

async function takeEvent(
  deps: WebhookDependencies,
  system: LendingSystem,
  event: LosEvent,
): Promise<Outcome> {
  const age = deps.now().getTime() - event.occurredAt.getTime();
  if (age > FRESH_MS || age < -AHEAD_MS) return "stale";
  const [delivery] = await deps.db
    .select({ applicationId: loanDeliveries.applicationId })
    .from(loanDeliveries)
    .where(and(eq(loanDeliveries.system, system), eq(loanDeliveries.losLoanId, event.loanId)));
  if (!delivery) return "unknownLoan";
  const [first] = await deps.db
    .insert(losWebhookEvents)
    .values({ system, eventId: event.eventId })
    .onConflictDoNothing()
    .returning({ eventId: losWebhookEvents.eventId });
  if (!first) return "replay";
  await deps.jobs.send(
    "loan.status",
    { applicationId: delivery.applicationId },
    { singletonKey: `webhook:${delivery.applicationId}` },
  );
  return "taken";
}

const REFUSALS: Record<Exclude<Outcome, "taken">, WebhookAnswer> = {
  replay: { status: 409, message: "This event was received before." },
  stale: { status: 409, message: "This event is too old or dated in the future." },
  unknownLoan: { status: 404, message: "No loan sent from this site has this id." },
};

/**
 * A lending system's webhook (decision 082): the signature over the raw body is checked with the
 * system's key first; each event is refused when seen before (its id is kept), too old or ahead
 * of our clock, or about a loan this site did not send; the rest hand the loan to the
 * `loan.status` job, so the answer comes at once and the lending system's status is read there.
 * Logged by system, event id and outcome only: the body is never logged.
 */
export async function takeWebhook(
  deps: WebhookDependencies,
  systemName: string,
  body: string,
  /** A request header by its lower-case name. */
  header: (name: string) => string | undefined,
): Promise<WebhookAnswer> {
  const system = LENDING_SYSTEMS.find((s) => s.value === systemName)?.value;
  const hooks = system ? deps.loanSystems.webhooks(system) : null;
  if (!system || !hooks) return { status: 404, message: "This site takes no webhooks from that system." };
  const signature = header(hooks.reader.signatureHeader);
  if (!signature || !signatureHolds(hooks.reader, body, hooks.key, signature)) {
    deps.log.warn({ system, outcome: "badSignature" }, "lending-system webhook refused");
    return { status: 401, message: "The signature does not match this body." };
  }
  let events: LosEvent[];
  try {
    events = hooks.reader.events(body);
  } catch {
    deps.log.warn({ system, outcome: "unreadable" }, "lending-system webhook refused");
    return { status: 400, message: "The body is not an event this site reads." };
  }
  const outcomes: Outcome[] = [];
  for (const event of events) {
    const outcome = await takeEvent(deps, system, event);
    outcomes.push(outcome);
    const level = outcome === "taken" ? "info" : "warn";
    deps.log[level]({ system, eventId: event.eventId, outcome }, "lending-system webhook event");
  }
  const refused = outcomes.find((o): o is Exclude<Outcome, "taken"> => o !== "taken");
  if (refused && !outcomes.includes("taken")) return REFUSALS[refused];
  return { status: 202, message: `${outcomes.filter((o) => o === "taken").length} event(s) taken.` };
}
