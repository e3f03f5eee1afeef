import type { LendingSystem } from "@/domain/enums/lending-systems";
import type { LoanSystem } from "@/domain/ports/loan-system-export";
import type { Settings } from "@/env";
import type { Database } from "@/server/db/client";
import { LOS_API_URL } from "../sandboxes";
import { byteLoanSystem } from "./byte/adapter";
import * as byteTransform from "./byte/transform";
import { encompassLoanSystem } from "./encompass/adapter";
import * as encompassTransform from "./encompass/transform";
import { lendingPadLoanSystem } from "./lending-pad/adapter";
import * as lendingPadTransform from "./lending-pad/transform";
import { sandboxLoanSystem } from "./sandbox/sandbox";
import type { WebhookReader } from "./webhook-event";

/** The lending system an application is sent to, with how often its status is read back. */
export type LoanSystems = {
  of(system: LendingSystem): LoanSystem;
  /** Minutes between reads of an open loan's status (decision 082). */
  pollMinutes(system: LendingSystem): number;
  /** How the system's webhooks are signed and read, and the key; null when it sends none (its sandbox). */
  webhooks(system: LendingSystem): { reader: WebhookReader; key: string } | null;
};

// Set together with the API address (src/env.ts refuses one without the other).
const required = (value: string | undefined) => value ?? "";

/**
 * Each application goes to its own `lendingSystem` (decision 080): the vendor adapter when that
 * system's API address is set, else its in-process sandbox, which keeps its loans in `db`.
 */
export function loanSystems(s: Settings, db: Database, now: () => Date): LoanSystems {
  const real = (system: LendingSystem) => LOS_API_URL[system](s) !== undefined;
  const adapters: Record<LendingSystem, () => LoanSystem> = {
    encompass: () =>
      encompassLoanSystem({
        baseUrl: required(s.ENCOMPASS_API_URL),
        clientId: required(s.ENCOMPASS_CLIENT_ID),
        clientSecret: required(s.ENCOMPASS_CLIENT_SECRET),
      }),
    lendingPad: () =>
      lendingPadLoanSystem({
        baseUrl: required(s.LENDINGPAD_API_URL),
        apiKey: required(s.LENDINGPAD_API_KEY),
      }),
    byte: () =>
      byteLoanSystem({
        baseUrl: required(s.BYTE_API_URL),
        username: required(s.BYTE_USERNAME),
        password: required(s.BYTE_PASSWORD),
        authKey: required(s.BYTE_AUTH_KEY),
      }),
  };
  const made = new Map<LendingSystem, LoanSystem>();
  const webhookKeys: Record<LendingSystem, { reader: WebhookReader; key: string | undefined }> = {
    encompass: { reader: encompassTransform.webhooks, key: s.ENCOMPASS_WEBHOOK_KEY },
    lendingPad: { reader: lendingPadTransform.webhooks, key: s.LENDINGPAD_WEBHOOK_KEY },
    byte: { reader: byteTransform.webhooks, key: s.BYTE_WEBHOOK_KEY },
  };
  return {
    of(system) {
      // One adapter per system for the process: its token and concurrency are shared.
      let adapter = made.get(system);
      if (!adapter) {
        adapter = real(system) ? adapters[system]() : sandboxLoanSystem(system, db, now);
        made.set(system, adapter);
      }
      return adapter;
    },
    pollMinutes: (system) => (real(system) ? s.LOS_POLL_MINUTES : 1),
    webhooks(system) {
      const { reader, key } = webhookKeys[system];
      return real(system) && key ? { reader, key } : null;
    },
  };
}
