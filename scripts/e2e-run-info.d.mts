export interface RunInfo {
  /** The server's DATA_DIR: mail is written to `<dataDir>/outbox/`. */
  dataDir: string;
  /** The seeded demo partner admin's sign-in, printed once by the host on an empty database. */
  demoAdmin: { email: string; password: string } | null;
  /** The seeded demo lender administrator's sign-in (decision 090), printed the same way. */
  demoLenderAdmin: { email: string; password: string } | null;
}
export function runInfoPath(port: number | string): string;
export function demoAdminFrom(output: string): RunInfo["demoAdmin"];
export function demoLenderAdminFrom(output: string): RunInfo["demoLenderAdmin"];
export function writeRunInfo(port: number | string, info: RunInfo): void;
export function readRunInfo(port: number | string): RunInfo;
export function removeRunInfo(port: number | string): void;
