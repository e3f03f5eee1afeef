import type { Database } from "@/server/db";
import type { Logger } from "@/server/log";

/** What every procedure receives. Accounts add the caller's session here. */
export interface Context {
  db: Database;
  requestId: string;
  log: Logger;
}
