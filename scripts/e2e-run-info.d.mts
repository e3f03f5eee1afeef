export interface RunInfo {
  /** The server's DATA_DIR: mail is written to `<dataDir>/outbox/`. */
  dataDir: string;
  /** The seeded demo partner admin's sign-in, printed once by the host on an empty database. */
  demoAdmin: { email: string; password: string } | null;
}
export function runInfoPath(port: number | string): string;
export function demoAdminFrom(output: string): RunInfo["demoAdmin"];
export function writeRunInfo(port: number | string, info: RunInfo): void;
export function readRunInfo(port: number | string): RunInfo;
export function removeRunInfo(port: number | string): void;
