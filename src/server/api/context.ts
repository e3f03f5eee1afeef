import type { AuthRuntime } from "@/server/auth/auth-runtime";
import type { Database } from "@/server/db";
import type { Realm } from "@/server/db/schema";
import type { Logger } from "@/server/log";
import type { DocumentDependencies } from "@/server/services/documents/document-dependencies";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";
import type { CallerSession } from "./caller-session";

/** What every procedure receives. */
export interface Context {
  db: Database;
  requestId: string;
  log: Logger;
  /** Who audit records name for this call: `anonymous`, `applicant:<id>` or `staff:<id>`. */
  auditActor: string;
  /** The caller's network address, as the host saw it (rate limits, audit records). */
  address: string;
  /** The caller's browser as its User-Agent header names it (evidence of an electronic signature). */
  userAgent: string;
  /** The caller's session in a realm, read once per request and only when a procedure asks. */
  sessionOf: (realm: Realm) => Promise<CallerSession | null>;
  /** Sessions, account and portal services, built once per process. */
  auth: () => Promise<AuthRuntime>;
  /** Prequalification's outside systems, keys and settings, built once per process. */
  prequal: () => Promise<PrequalDependencies>;
  /** The file store and the bank-statements port (decision 035); refused while none is configured. */
  documents: () => Promise<DocumentDependencies>;
  /** A cookie the request carries, by name. */
  cookie: (name: string) => string | undefined;
  /** Adds a `Set-Cookie` header (already serialised) to the answer. */
  setCookie: (header: string) => void;
}
