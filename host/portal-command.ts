import { parseArgs } from "node:util";
import type { Database } from "../src/server/db/client";
import { createFirstLenderAdmin } from "../src/server/services/portal/create-first-lender-admin";

export const PORTAL_USAGE = "Usage: npm run portal -- create-lender-admin --email ADDRESS [--another]";

export interface PortalCommandDeps {
  db: () => Promise<Database>;
  lenderName: string;
  siteUrl: string;
  now: () => Date;
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * `npm run portal -- …` (decision 090) without the process around it: parses the arguments, does
 * the work on the database it is given and answers the exit code. `host/portal.ts` runs it.
 */
export async function portalCommand(args: string[], deps: PortalCommandDeps): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch {
    deps.err(PORTAL_USAGE);
    return 2;
  }
  const { positionals, values } = parsed;
  if (positionals[0] !== "create-lender-admin" || positionals.length !== 1 || !values.email) {
    deps.err(PORTAL_USAGE);
    return 2;
  }
  const made = await createFirstLenderAdmin(await deps.db(), {
    email: values.email,
    another: values.another ?? false,
    lenderName: deps.lenderName,
    siteUrl: deps.siteUrl,
    now: deps.now(),
  });
  if (!made.created) {
    deps.err(made.reason);
    return 1;
  }
  if (made.organisation.made) deps.out(`Created the lender's organisation, ${made.organisation.name}.`);
  // Shown this once, to the terminal only, as the demo's first sign-in is (never to the log).
  deps.out(
    `Lender administrator ${made.email} invited. Hand them this link (it works once, until ` +
      `${made.expiresAt.toISOString()}); they choose a password and set up an authenticator app:\n${made.acceptUrl}`,
  );
  return 0;
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: { email: { type: "string" }, another: { type: "boolean" } },
  });
}
