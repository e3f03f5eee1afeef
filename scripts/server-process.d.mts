import type { ChildProcess } from "node:child_process";

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

export function freePort(): Promise<number>;
export function startServer(options?: {
  script?: string;
  dataDir?: string;
  /** A free one when unset. */
  port?: number;
  env?: Record<string, string>;
}): Promise<RunningServer>;
