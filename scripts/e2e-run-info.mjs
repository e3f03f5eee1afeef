// What the browser tests need to know about the server scripts/e2e-server.mjs started: its data folder
// (the mail outbox is DATA_DIR/outbox) and the demo admin's sign-in that the host prints once on an
// empty database. The file is named by the run's port, which the tests' workers already know (E2E_PORT).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function runInfoPath(port) {
  return path.join(os.tmpdir(), `keystone-e2e-${port}.json`);
}

const DEMO_ADMIN = /Demo partner portal: sign in at \S+ as (\S+) with password (\S+) /;
const DEMO_LENDER_ADMIN = /Demo lender portal: sign in at \S+ as (\S+) with password (\S+) /;

/** The demo admin's e-mail and password from the server's output, or null when it printed none. */
export function demoAdminFrom(output) {
  const match = DEMO_ADMIN.exec(output);
  return match ? { email: match[1], password: match[2] } : null;
}

/** The demo lender administrator's sign-in (decision 090), printed the same way. */
export function demoLenderAdminFrom(output) {
  const match = DEMO_LENDER_ADMIN.exec(output);
  return match ? { email: match[1], password: match[2] } : null;
}

export function writeRunInfo(port, info) {
  fs.writeFileSync(runInfoPath(port), JSON.stringify(info), { mode: 0o600 });
}

export function readRunInfo(port) {
  return JSON.parse(fs.readFileSync(runInfoPath(port), "utf8"));
}

export function removeRunInfo(port) {
  fs.rmSync(runInfoPath(port), { force: true });
}
