/**
 * Spec §1: the insurance-verification connector is created once per page. It lives at module level
 * in the browser, so client-side navigation and re-rendering reuse it; only a full page load (a new
 * module instance) makes another. It keeps the link's outcome for every screen that mounts it.
 */
export type LinkedPolicy = { carrier: string; expires: Date; mortgageStatementFiled: boolean };

export type InsuranceConnector = {
  readonly createdAt: number;
  linked(): LinkedPolicy | null;
  recordLinked(policy: LinkedPolicy): void;
  subscribe(listener: () => void): () => void;
};

let connector: InsuranceConnector | null = null;
let created = 0;

function createConnector(): InsuranceConnector {
  created += 1;
  let policy: LinkedPolicy | null = null;
  const listeners = new Set<() => void>();
  return {
    createdAt: Date.now(),
    linked: () => policy,
    recordLinked(next) {
      policy = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one connector, created on first use. */
export function insuranceConnector(): InsuranceConnector {
  connector ??= createConnector();
  return connector;
}

/** How many connectors this page load has created (spec §1: never more than one). */
export const connectorsCreated = () => created;
