import type { Captcha } from "@/domain/ports/captcha";
import type { FileStorage } from "@/domain/ports/file-storage";
import type { AuthRuntime } from "@/server/auth/auth-runtime";
import type { JobQueue } from "@/server/jobs/job-queue";
import type { Logger } from "@/server/log";
import type { PrequalDependencies } from "@/server/services/prequal/prequal-dependencies";

/**
 * What the upload and download endpoints run on, passed in (like `PrequalDependencies`) so tests
 * and the bench give a folder storage and a recording queue, and the host the configured ones.
 */
export interface UploadDependencies {
  /** Sessions, as the API reads them. */
  auth: () => Promise<Pick<AuthRuntime, "jwtSecrets" | "secure" | "sessions">>;
  /** The database, clock and audit the application's services run on. */
  prequal: () => Promise<PrequalDependencies>;
  captcha: Captcha;
  storage: FileStorage;
  jobs: JobQueue;
  /** Where tus keeps uploads until their last byte (`DATA_DIR/uploads-incoming`). */
  stagingDir: string;
  log: Logger;
  /** How many finished uploads are inspected at once (each holds its file in memory); 2 by default. */
  inspectionsAtOnce?: number;
}
